// A listing status as a coloured badge (the colour family of its search flag); any status string shows.
import { statusTone } from './mls-format';

export function StatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return null;
  return <span className={`mls-status mls-status--${statusTone(status)}`}>{status}</span>;
}
