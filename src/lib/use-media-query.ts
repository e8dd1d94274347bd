// Whether a CSS media query matches now, following it as the window changes size.
import { useCallback, useSyncExternalStore } from 'react';

function query(media: string): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(media)
    : undefined;
}

export function useMediaQuery(media: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = query(media);
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    [media],
  );
  return useSyncExternalStore(
    subscribe,
    () => query(media)?.matches ?? false,
    () => false,
  );
}
