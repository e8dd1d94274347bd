// The confirm gate before a pull that spans pages: `confirmSpend(pull)` reads the estimate (free
// calls only: /records/held and /allowance), lets a pull below the team's threshold and within the
// caps through at once, and otherwise opens a dialog that asks (above the threshold) or says the
// server would refuse it (past a cap: nothing offered to spend). It resolves true only when the
// pull may go ahead: nothing that costs credits is fetched before the user agrees.
// The estimate's code and the dialog load when a pull is first asked about, not with the screen.
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useAppStore } from '../../api/app-store/queries';
import type { Pull, SpendEstimate } from '../../api/app-store/spend-estimate';

const SpendConfirmDialog = lazy(() => import('./spend-confirm-dialog'));

interface Asking {
  estimate: SpendEstimate;
  words?: string | undefined;
  answer: (go: boolean) => void;
}

export interface SpendGate {
  confirmSpend: (pull: Pull) => Promise<boolean>;
  /**
   * The same gate for a cost the screen estimated itself (a trace: owners per match, not records),
   * with its own words for what is bought.
   */
  confirmEstimate: (estimate: SpendEstimate, words?: string) => Promise<boolean>;
  /** The dialog while it asks; render it once, anywhere in the screen. */
  gate: ReactNode;
}

export function useSpendGate(): SpendGate {
  const store = useAppStore();
  const [asking, setAsking] = useState<Asking | null>(null);
  const pending = useRef<Asking | null>(null);

  const confirmEstimate = useCallback((estimate: SpendEstimate, words?: string) => {
    // A second pull asked about while one is waiting: the first is answered "no".
    pending.current?.answer(false);
    if (estimate.verdict === 'free' || estimate.verdict === 'go') return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const ask: Asking = {
        estimate,
        words,
        answer: (go) => {
          if (pending.current !== ask) return;
          pending.current = null;
          setAsking(null);
          resolve(go);
        },
      };
      pending.current = ask;
      setAsking(ask);
    });
  }, []);

  const confirmSpend = useCallback(
    async (pull: Pull) => {
      pending.current?.answer(false);
      let estimate: SpendEstimate;
      try {
        const module = await import('../../api/app-store/spend-estimate');
        estimate = await module.loadEstimate(store, pull);
      } catch {
        // The app's server could not say: the pull goes through it, and its meter still refuses
        // anything past a cap, so a broken estimate does not block the user's work.
        return true;
      }
      return confirmEstimate(estimate);
    },
    [store, confirmEstimate],
  );

  const gate = asking ? (
    <Suspense fallback={null}>
      <SpendConfirmDialog
        estimate={asking.estimate}
        words={asking.words}
        onAnswer={asking.answer}
      />
    </Suspense>
  ) : null;
  return { confirmSpend, confirmEstimate, gate };
}
