// What the Lists and searches panel says about an item: owner markers, sizes and "new since".
import { formatDate } from '../../lib/format';
import { pluralize } from '../../lib/plural';

interface Owned {
  owner: string;
  mine: boolean;
  shared: boolean;
}

/** "Yours · private", "Yours · shared with the team", "Shared by ana". */
export function ownerWords(item: Owned): string {
  if (!item.mine) return `Shared by ${item.owner}`;
  return item.shared ? 'Yours · shared with the team' : 'Yours · private';
}

/** "12 new, 3 removed since 2 Nov 2026" (or "since the first pull" before any). */
export function sinceWords(
  diff: { added: readonly unknown[]; removed: readonly unknown[] },
  lastPullAt: string | undefined,
): string {
  const since = lastPullAt ? `since ${formatDate(lastPullAt.slice(0, 10))}` : 'with no pull yet';
  return `${diff.added.length.toLocaleString('en-US')} new, ${diff.removed.length.toLocaleString('en-US')} removed ${since}`;
}

/** "Last pulled 2 Nov 2026 (240 leads)" or "Never pulled". */
export function lastPullWords(lastPull: { at: string; count: number } | null): string {
  if (!lastPull) return 'Never pulled';
  return `Last pulled ${formatDate(lastPull.at.slice(0, 10))} (${pluralize(lastPull.count, 'lead')})`;
}

/** Colours offered for tags (readable on white with dark text; the contract wants #rrggbb). */
export const TAG_COLORS = ['#fde68a', '#bbf7d0', '#bfdbfe', '#fbcfe8', '#ddd6fe', '#fed7aa'];
