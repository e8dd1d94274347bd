// Says that MLS lookup columns are on the table (and in the export), with a way to take them off.
import { pluralize } from '../../../lib/plural';
import type { MlsJoin } from '../../../state/mls-join';

export function MlsJoinNote({ join, onRemove }: { join: MlsJoin; onRemove: () => void }) {
  if (join.size === 0) return null;
  const matched = [...join.values()].filter((e) => e.matched).length;
  return (
    <p className="mls-join-note" role="note">
      <span>
        MLS lookup columns, at the table’s right end and in exports: {pluralize(join.size, 'lead')}{' '}
        looked up, {pluralize(matched, 'listing')} found.
      </span>
      <button type="button" className="button button--ghost button--small" onClick={onRemove}>
        Remove MLS columns
      </button>
    </p>
  );
}
