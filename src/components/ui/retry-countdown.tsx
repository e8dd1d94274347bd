// Counts whole seconds down to an automatic retry, e.g. after a 429 with Retry-After.
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';

export interface RetryCountdownProps {
  /** Seconds to count down from; remount (change `key`) to restart. */
  seconds: number;
  /** Called once when the count reaches zero. */
  onDone?: () => void;
  /** Renders the remaining seconds; defaults to "Retrying in 3s" / "Retrying now…". */
  children?: (remaining: number) => ReactNode;
}

function defaultLabel(remaining: number): ReactNode {
  return remaining > 0 ? `Retrying in ${remaining}s` : 'Retrying now…';
}

export function RetryCountdown({ seconds, onDone, children = defaultLabel }: RetryCountdownProps) {
  const [remaining, setRemaining] = useState(Math.max(0, Math.ceil(seconds)));
  // onDone is a callback, not an input of the countdown: a new function must not restart it.
  const done = useEffectEvent(() => onDone?.());

  useEffect(() => {
    if (remaining <= 0) {
      done();
      return;
    }
    const timer = setTimeout(() => setRemaining((r) => r - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  // role="timer" is not announced on every tick (its implicit aria-live is off), which is what we want.
  return <span role="timer">{children(remaining)}</span>;
}
