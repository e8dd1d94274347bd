// Id helpers shared by the repos.

/** De-duplicated, first appearance kept: a list's order is the order its ids arrived in. */
export function uniqueInOrder(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

/**
 * What changed between two sets of ids: `added` in the order of `now`, `removed` in the order of
 * `before` (a search's pull and the ids now; a watch's last run and this one).
 */
export function diffIds(
  before: readonly string[],
  now: readonly string[],
): { added: string[]; removed: string[] } {
  const beforeSet = new Set(before);
  const nowSet = new Set(now);
  return {
    added: now.filter((id) => !beforeSet.has(id)),
    removed: before.filter((id) => !nowSet.has(id)),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row id as the database stores them; anything else cannot name a row (a 404, not a 500 from a cast). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
