// Which service and key the app talks to, kept in sessionStorage so a tab (or a test) can switch keys.
// The Settings feature writes here; providers.tsx reads it. The key never goes into the URL or logs.
import { useSyncExternalStore } from 'react';

export interface ConnectionSettings {
  /** '' means same origin (the embedded mock or a server-side proxy). */
  baseUrl: string;
  apiKey: string;
  userId?: string | undefined;
}

/** Versioned so a later shape change can ignore (not misread) old values. */
export const CONNECTION_STORAGE_KEY = 'llb.connection.v1';

const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage can throw when the browser blocks it (privacy settings, sandboxed iframes).
    return undefined;
  }
}

/** Parses a stored value; anything malformed counts as "nothing stored". */
export function parseConnectionSettings(raw: string | null): ConnectionSettings | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { baseUrl, apiKey, userId } = value as Record<string, unknown>;
  if (typeof apiKey !== 'string' || apiKey === '') return null;
  return {
    baseUrl: typeof baseUrl === 'string' ? baseUrl : '',
    apiKey,
    userId: typeof userId === 'string' && userId !== '' ? userId : undefined,
  };
}

let cachedRaw: string | null | undefined;
let cachedValue: ConnectionSettings | null = null;

/** The stored settings, or null when none are stored. Same object until the value changes. */
export function readConnectionSettings(): ConnectionSettings | null {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(CONNECTION_STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedValue = parseConnectionSettings(raw);
  }
  return cachedValue;
}

function notify() {
  for (const listener of listeners) listener();
}

/** Stores new settings (null clears them) and tells every subscriber. */
export function writeConnectionSettings(next: ConnectionSettings | null): void {
  const store = storage();
  if (store) {
    if (next) store.setItem(CONNECTION_STORAGE_KEY, JSON.stringify(next));
    else store.removeItem(CONNECTION_STORAGE_KEY);
  }
  notify();
}

export function subscribeConnectionSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The stored settings, or `fallback` when none are stored; re-renders when they change. */
export function useConnectionSettings(fallback: ConnectionSettings): ConnectionSettings {
  const stored = useSyncExternalStore(
    subscribeConnectionSettings,
    readConnectionSettings,
    () => null,
  );
  return stored ?? fallback;
}
