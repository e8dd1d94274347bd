// The model of the "Basemap" menu: the page's policy, the user's own tiles being typed, and the
// checks a choice passes (its form, then the page's CSP) before it is handed on.
import { useEffect, useId, useState } from 'react';
import { checkRasterTemplate, checkStyleUrl, type BasemapChoice } from './basemap-choice';
import { loadPagePolicy, originOf, policyAllows } from './basemap-csp';
import { STREET_STYLE_URL } from './street-style';

export type OwnKind = 'custom' | 'raster';

/** The page's policy: undefined while it is being read, null when there is none to honour. */
function usePagePolicy(): string | null | undefined {
  const [policy, setPolicy] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadPagePolicy().then((value) => {
      if (live) setPolicy(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return policy;
}

export function blockedMessage(url: string): string {
  const origin = originOf(url, window.location.href);
  return `This site’s security policy does not allow maps from ${origin}. An administrator can add it to BASEMAP_ORIGINS.`;
}

export interface BasemapFormInput {
  choice: BasemapChoice;
  onChange: (choice: BasemapChoice) => void;
  close: () => void;
}

export function useBasemapForm({ choice, onChange, close }: BasemapFormInput) {
  const id = useId();
  const policy = usePagePolicy();
  const allowed = (url: string) => policyAllows(policy ?? null, url, window.location.href);
  const streetsAllowed = allowed(STREET_STYLE_URL);

  const [ownKind, setOwnKind] = useState<OwnKind>(choice.kind === 'raster' ? 'raster' : 'custom');
  const [url, setUrl] = useState(
    choice.kind === 'custom' || choice.kind === 'raster' ? choice.url : '',
  );
  const [attribution, setAttribution] = useState(
    choice.kind === 'raster' ? choice.attribution : '',
  );
  const [error, setError] = useState<string | null>(null);

  const pick = (next: BasemapChoice) => {
    onChange(next);
    close();
  };

  const applyOwn = () => {
    const checked = ownKind === 'raster' ? checkRasterTemplate(url) : checkStyleUrl(url);
    const problem = !checked.ok
      ? checked.error
      : allowed(checked.url)
        ? null
        : blockedMessage(checked.url);
    if (problem !== null || !checked.ok) {
      setError(problem);
      document.getElementById(`${id}-url`)?.focus();
      return;
    }
    pick(
      ownKind === 'raster'
        ? { kind: 'raster', url: checked.url, attribution: attribution.trim() }
        : { kind: 'custom', url: checked.url },
    );
  };

  return {
    id,
    streetsAllowed,
    ownKind,
    chooseOwnKind: (kind: OwnKind) => {
      setOwnKind(kind);
      setError(null);
    },
    url,
    editUrl: (value: string) => {
      setUrl(value);
      setError(null);
    },
    attribution,
    setAttribution,
    error,
    pick,
    applyOwn,
  };
}

export type BasemapForm = ReturnType<typeof useBasemapForm>;
