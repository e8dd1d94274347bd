// The rules for a saved search's name, shared by saving and renaming. The searches themselves live
// on the app's server (/app/v1/searches, use-saved-searches); the browser's old localStorage store
// is imported there once (features/lists/browser-import).

const MAX_NAME_LENGTH = 80;

/** What the name rules need of a saved search. */
interface NamedSearch {
  id: string;
  name: string;
}

/** A problem the user can fix, in words the panel shows as is. */
export class SavedSearchError extends Error {
  override name = 'SavedSearchError';
}

/** Checks a name: trimmed, not empty, not too long, not already taken by another saved search. */
export function checkName(
  items: readonly NamedSearch[],
  name: string,
  exceptId?: string,
): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'Give the search a name.';
  if (trimmed.length > MAX_NAME_LENGTH) return `Keep the name under ${MAX_NAME_LENGTH} characters.`;
  const taken = items.some(
    (s) => s.id !== exceptId && s.name.toLowerCase() === trimmed.toLowerCase(),
  );
  return taken ? `A saved search is already called “${trimmed}”.` : undefined;
}
