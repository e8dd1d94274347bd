// Thrown where background work was asked for and no runner can take it (none on this server, or
// its database could not be reached): /app/v1 answers 503, never 500.
export class WorkUnavailable extends Error {
  override name = 'WorkUnavailable';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
