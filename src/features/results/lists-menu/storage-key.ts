// Where the browser kept saved lists before they moved to the app's server (they are imported
// from here once). Its own module so the first screen can check for lists
// without loading the list store.
const SAVED_LISTS_STORAGE_KEY = 'llb.saved-lists.v1';

/** True when this browser may hold saved lists (cheap: no parsing, no list store code). */
export function mayHaveLocalLists(): boolean {
  try {
    const raw = localStorage.getItem(SAVED_LISTS_STORAGE_KEY);
    return raw !== null && raw !== '[]';
  } catch {
    return false;
  }
}
