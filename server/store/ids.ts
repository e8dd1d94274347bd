// Id helpers shared by the repos.

/** De-duplicated, first appearance kept: a list's order is the order its ids arrived in. */
export function uniqueInOrder(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row id as the database stores them; anything else cannot name a row (a 404, not a 500 from a cast). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
