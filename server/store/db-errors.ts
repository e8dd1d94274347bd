// Which database errors mean "the database is not there right now" (a 503 with a clear message)
// rather than a fault in the request or the code: lost connections, refused connects, timeouts,
// a server shutting down. Anything else stays what it is.

/** Thrown by the query layer when the database cannot answer; the HTTP layers turn it into a 503. */
export class DatabaseUnavailable extends Error {
  override name = 'DatabaseUnavailable';
  constructor(
    /** Why, in words for the log (never a password: pg's messages do not carry the URL). */
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`the database is not available: ${reason}`, options);
  }
}

/** Socket-level codes from Node when the server is gone or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or will not take work now: class 08 (connection
 * exception), 57P01-57P05 (admin or crash shutdown, cannot connect now, idle session timeout),
 * 57014 (query_canceled: the statement timeout), 53300 (too many connections) and 25P03 (the
 * idle-in-transaction timeout ended the session).
 */
function unavailableSqlState(code: string): boolean {
  return (
    code.startsWith('08') ||
    code.startsWith('57P') ||
    code === '57014' ||
    code === '53300' ||
    code === '25P03'
  );
}

/** The messages pg (and pg-pool) throw without a code when a connection is lost or never made. */
const LOST_CONNECTION =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end/i;

/** The DatabaseUnavailable an error stands for, or undefined when it is some other fault. */
export function asUnavailable(error: unknown): DatabaseUnavailable | undefined {
  if (error instanceof DatabaseUnavailable) return error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code)) return new DatabaseUnavailable(code, { cause: error });
    if (/^[0-9A-Z]{5}$/.test(code) && unavailableSqlState(code))
      return new DatabaseUnavailable(
        code === '57014' ? 'a statement ran past the timeout' : `${code} ${text}`,
        { cause: error },
      );
  }
  if (LOST_CONNECTION.test(text)) return new DatabaseUnavailable(text, { cause: error });
  return undefined;
}

/** Rethrows a database-down error as DatabaseUnavailable, anything else as it is. */
export function rethrowClassified(error: unknown): never {
  throw asUnavailable(error) ?? error;
}

/**
 * The store opener, with any failure to open (a database that is down, a PGlite folder another
 * process holds) reported as DatabaseUnavailable: to a caller, both mean "not now".
 */
export function unavailableWhenFailing<T>(open: () => Promise<T>): () => Promise<T> {
  return () =>
    open().catch((error: unknown) => {
      throw (
        asUnavailable(error) ??
        new DatabaseUnavailable(error instanceof Error ? error.message : String(error), {
          cause: error,
        })
      );
    });
}
