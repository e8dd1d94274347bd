// The export dialog's model: a purpose that starts the export at once (export-purposes.ts), or
// Custom: which rows (all, the selected, at most N), which columns (a preset, a saved set, or
// picked by hand, privacy mode's locks applied), merging, the file's format. Either way the
// settings the export starts with are remembered for next time (a saved list's export uses them).
import { useId, useMemo, useState } from 'react';
import { NO_CONTACT_FILTERS, type ContactFilters } from '../../../lib/lead-rows/contact-export';
import { COLUMN_CATALOGUE } from '../../../lib/lead-rows/column-catalogue';
import type { PickableColumn } from '../columns/column-picker';
import { useColumnSets } from '../columns/column-sets';
import { CONTACT_COLUMNS } from '../../../lib/lead-rows/contact-columns';
import { EXPORT_PRESETS, type ColumnSet } from './export-presets';
import { purposeSettings, type ExportPurpose } from './export-purposes';
import { readLastSettings, writeLastSettings, type LastSettings } from './export-settings';
import { SERVER_EXPORT_ABOVE, SERVER_EXPORT_MAX_ROWS } from './server-export';
import { useTracedCount } from './use-traced-count';

export type ExportScope = 'all' | 'selected';

export interface ExportDialogProps {
  /** Matches of the search. */
  total: number;
  selectedCount: number;
  privacy: boolean;
  /** The rows it opens on: every match ("Export…") or the ticked rows ("Export selected"). */
  scope?: ExportScope | undefined;
  onClose: () => void;
  onStart: (scope: ExportScope, settings: LastSettings) => void;
  /** The property ids of the rows in a scope (free), to say how many are traced. */
  scopeIds?: ((scope: ExportScope) => Promise<readonly number[]>) | undefined;
}

/** Every column the file can have: the record's, then the owner's contacts (privacy locks both). */
function pickableColumns(privacy: boolean): PickableColumn[] {
  const locked = 'left out in privacy mode';
  return [
    ...COLUMN_CATALOGUE.map((c) => ({
      id: c.id,
      label: c.label,
      group: c.group,
      lockedReason: privacy && c.privateData ? locked : undefined,
    })),
    ...CONTACT_COLUMNS.map((c) => ({
      id: c.id,
      label: c.label,
      group: c.group,
      lockedReason: privacy ? locked : undefined,
    })),
  ];
}

export function useExportDialog({
  total,
  selectedCount,
  privacy,
  scope: openedOn = 'all',
  onStart,
  scopeIds,
}: Omit<ExportDialogProps, 'onClose'>) {
  const ids = { set: useId(), name: useId(), dedupe: useId(), limit: useId() };
  const saved = useColumnSets('export');
  const [settings, setSettings] = useState<LastSettings>(readLastSettings);
  const [scope, setScope] = useState<ExportScope>(openedOn);
  const [custom, setCustom] = useState(false);
  const [limited, setLimited] = useState(false);
  const [limitText, setLimitText] = useState('');
  const [setName, setSetName] = useState('');
  // null: the default, on the server when it is offered.
  const [serverChoice, setOnServer] = useState<boolean | null>(null);

  const sets: ColumnSet[] = useMemo(
    () => [...EXPORT_PRESETS, ...saved.sets.map((s) => ({ ...s, dedupe: s.dedupe ?? 'off' }))],
    [saved.sets],
  );
  const current = sets.find((s) => s.id === settings.setId);
  const edited =
    current !== undefined &&
    (current.columnIds.join() !== settings.columnIds.join() || current.dedupe !== settings.dedupe);

  const pickable = useMemo(() => pickableColumns(privacy), [privacy]);

  const rowsInScope = scope === 'all' ? total : selectedCount;
  const tracedCount = useTracedCount(scope, rowsInScope, scopeIds);
  const contactFilters = settings.contactFilters ?? NO_CONTACT_FILTERS;
  const setContactFilter = (name: keyof ContactFilters, on: boolean) =>
    setSettings((s) => ({
      ...s,
      contactFilters: { ...(s.contactFilters ?? NO_CONTACT_FILTERS), [name]: on },
    }));
  const limit = limited ? Number.parseInt(limitText, 10) : undefined;
  const limitValid = !limited || (limit !== undefined && Number.isInteger(limit) && limit > 0);
  const rows = Math.min(rowsInScope, limitValid && limit ? limit : rowsInScope);
  // Offered above one screen of pages; the MLS columns joined in this tab stay out of its file.
  // On by default when the rows to export are past one screen of pages ("Stop after" can bring
  // them under; the purposes export every row in scope).
  const serverOffered = rowsInScope > SERVER_EXPORT_ABOVE;
  const exportRows = custom ? rows : rowsInScope;
  const onServer = serverOffered && (serverChoice ?? exportRows > SERVER_EXPORT_ABOVE);
  const usable = settings.columnIds.filter(
    (id) => !pickable.find((c) => c.id === id)?.lockedReason,
  );

  const choose = (id: string) => {
    const set = sets.find((s) => s.id === id);
    if (!set) return;
    setSettings((s) => ({
      ...s,
      setId: set.id,
      setName: set.name,
      columnIds: [...set.columnIds],
      dedupe: set.dedupe,
      // A preset's own filters (the Dialer leaves out do-not-call numbers); a saved set keeps the
      // filters as they are.
      contactFilters: set.preset ? set.contactFilters : s.contactFilters,
    }));
  };

  const saveSet = () => {
    const set = saved.save(setName, settings.columnIds, settings.dedupe);
    setSettings((s) => ({ ...s, setId: set.id, setName: set.name }));
    setSetName('');
  };

  const start = () => {
    const chosen: LastSettings = {
      ...settings,
      setName: edited ? `${settings.setName ?? 'Columns'} (edited)` : settings.setName,
      limit: limited && limit ? limit : undefined,
    };
    writeLastSettings(chosen);
    onStart(scope, onServer ? { ...chosen, onServer } : chosen);
  };

  /** One click: the purpose's preset, as a CSV of every row in scope. */
  const startPurpose = (purpose: ExportPurpose) => {
    const chosen = purposeSettings(purpose);
    writeLastSettings(chosen);
    onStart(scope, onServer ? { ...chosen, onServer } : chosen);
  };

  const deleteCurrent = () => {
    if (!current) return;
    saved.remove(current.id);
    choose(EXPORT_PRESETS[0]?.id ?? '');
  };

  return {
    ids,
    savedSets: saved.sets,
    settings,
    setSettings,
    scope,
    setScope,
    limited,
    setLimited,
    limitText,
    setLimitText,
    limitValid,
    custom,
    setCustom,
    rowsInScope,
    tracedCount,
    contactFilters,
    setContactFilter,
    setName,
    setSetName,
    current,
    edited,
    pickable,
    rows,
    serverOffered,
    onServer,
    setOnServer,
    serverTooMany: onServer && rows > SERVER_EXPORT_MAX_ROWS,
    usable,
    choose,
    saveSet,
    deleteCurrent,
    start,
    startPurpose,
  };
}

export type ExportDialogModel = ReturnType<typeof useExportDialog>;
