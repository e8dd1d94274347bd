// A store call of the held answers whose failure is logged (what could not be done, and why)
// and then thrown on, so the caller answers 503 and the operator can see the cause.

export type LoggedCall = <T>(what: string, work: () => Promise<T>) => Promise<T>;

export function loggedFailure(log: (line: string) => void): LoggedCall {
  return async (what, work) => {
    try {
      return await work();
    } catch (error) {
      log(`[held] could not ${what}: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  };
}
