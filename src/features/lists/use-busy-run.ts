// One way for the panel's rows to run a server change: buttons wait while it runs, and a failure
// becomes the server's own words (the app-store client's errors carry them) in the panel's notice.
import { useState } from 'react';

/** The message to show for a failed change. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : 'That did not work. Try again.';
}

export function useBusyRun(onError: (message: string) => void) {
  const [busy, setBusy] = useState(false);
  const run = <T>(work: () => Promise<T>, then?: (value: T) => void) => {
    setBusy(true);
    work().then(
      (value) => {
        setBusy(false);
        then?.(value);
      },
      (error: unknown) => {
        setBusy(false);
        onError(messageOf(error));
      },
    );
  };
  return { busy, run };
}
