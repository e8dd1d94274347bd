// The clock the Usage screen's words follow ("resets in 6 h", "waiting until 7:00 AM"): a tick
// every half minute, enough for words counted in minutes.
import { useEffect, useState } from 'react';

export function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
