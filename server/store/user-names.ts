// What a user name may be: names go upstream as x-user-id and into logs, so they are short and
// plain; they are compared without regard to case; and `local` is the one user of a server where
// nobody signs in, so no account may take it (it would inherit every list made while sign-in was off).

const USER_NAME = /^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$/;

/** The user of vite dev and preview and of AUTH=none: every list made there belongs to it. */
export const LOCAL_USER = 'local';

/** The one spelling every table stores: "Alice" and "alice" are one user with one set of lists. */
export function userKey(name: string): string {
  return name.trim().toLowerCase();
}

export function userNameProblem(name: string): string | undefined {
  if (!USER_NAME.test(name))
    return 'A user name is 1–64 characters: letters, digits and . _ @ -, starting with a letter or digit.';
  if (userKey(name) === LOCAL_USER)
    return `"${LOCAL_USER}" is reserved: it is the user of a server where nobody signs in.`;
  return undefined;
}
