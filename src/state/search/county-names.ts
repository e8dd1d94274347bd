// The words for a county the filters name by its FIPS code alone. A county clicked on the map is
// sent that way (§2.1's `fips` with searchType N): a title of our own making would go to the
// service too, where it is the AutoComplete's field, not ours. So the name the map showed is kept
// here, for this tab (a reload keeps it), to label the county's chip.
const STORAGE_KEY = 'llb.county-names';

function stored(): Map<string, string> {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return new Map(
        Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'),
      );
    }
  } catch {
    // Storage blocked or its value unreadable: the chip falls back to the code.
  }
  return new Map();
}

const names = stored();

/** Keeps "Dallas County, TX" for FIPS 48113, for the chips of this tab. */
export function rememberCountyName(fips: string, name: string): void {
  if (names.get(fips) === name) return;
  names.set(fips, name);
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(names)));
  } catch {
    // Kept in memory only.
  }
}

/** The county's name the map showed, if this tab has seen one. */
export function countyNameOf(fips: string): string | undefined {
  return names.get(fips);
}
