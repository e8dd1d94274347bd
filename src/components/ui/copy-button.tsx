// A button that copies a short text (a request id, a link) and briefly confirms it.
import { useEffect, useState } from 'react';

export interface CopyButtonProps {
  text: string;
  /** Accessible name and visible label, e.g. "Copy request id". */
  label: string;
  className?: string;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Clipboard API is missing or denied (http, iframes): fall back to a selection copy.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand?.('copy') ?? false;
    area.remove();
    return ok;
  }
}

export function CopyButton({ text, label, className = 'button button--ghost' }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <button
      type="button"
      className={className}
      onClick={() => void copyText(text).then((ok) => setState(ok ? 'copied' : 'failed'))}
    >
      {label}
      <span aria-live="polite" className="copy-button__status">
        {state === 'copied' ? ' ✓ Copied' : state === 'failed' ? ' (select and copy it)' : ''}
      </span>
    </button>
  );
}
