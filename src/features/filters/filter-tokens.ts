// The words the "find a filter" box compares: lower-case letters, digits and a few signs.

/** Lower-case words; "Free & clear" → ["free", "clear"], "2–4" → ["2", "4"]. */
export function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9%$+]+/)
    .filter(Boolean);
}
