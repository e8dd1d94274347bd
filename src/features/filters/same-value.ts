// Equality for searches and form values, whatever order their keys were written in.

/** Canonical JSON (sorted keys), so two requests compare equal whatever order their keys were written in. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

/** Same value in two form snapshots (lists compared item by item). */
export function sameFormValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
