// JSON in localStorage that never crashes the app: blocked storage or corrupt data read as "nothing".

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The parsed value at `key` if `guard` accepts it, else undefined. */
export function readJson<T>(key: string, guard: (value: unknown) => value is T): T | undefined {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(key) ?? null;
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return guard(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Writes `value` as JSON; throws when the browser refuses (quota full), so callers can say so. */
export function writeJson(key: string, value: unknown): void {
  const store = storage();
  if (!store) throw new Error('This browser does not allow saving data for this site.');
  store.setItem(key, JSON.stringify(value));
}
