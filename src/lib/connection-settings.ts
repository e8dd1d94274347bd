// Which service and key the app talks to: sessionStorage by default (a tab, or a test, can switch keys),
// localStorage when the user opts in to "remember on this device". The Settings feature writes here;
// providers.tsx reads it. The key never goes into the URL or logs.
import { createExternalStore, useStore } from './store';

export interface ConnectionSettings {
  /** '' means same origin (the embedded mock or a server-side proxy). */
  baseUrl: string;
  /** '' means "the same-origin server holds the key" (the proxy's real key, or the mock's demo key). */
  apiKey: string;
  userId?: string | undefined;
}

/** Versioned so a later shape change can ignore (not misread) old values. */
export const CONNECTION_STORAGE_KEY = 'llb.connection.v1';

/** Where stored settings live: this tab's session, or this device until forgotten. */
export type ConnectionPersistence = 'session' | 'device';

function storage(kind: ConnectionPersistence): Storage | undefined {
  try {
    if (kind === 'session')
      return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage can throw when the browser blocks it (privacy settings, sandboxed iframes).
    return undefined;
  }
}

function readRaw(kind: ConnectionPersistence): string | null {
  try {
    return storage(kind)?.getItem(CONNECTION_STORAGE_KEY) ?? null;
  } catch {
    return null;
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
  const record = value as Record<string, unknown>;
  const baseUrl = typeof record.baseUrl === 'string' ? record.baseUrl : '';
  const apiKey = typeof record.apiKey === 'string' ? record.apiKey : '';
  const userId =
    typeof record.userId === 'string' && record.userId !== '' ? record.userId : undefined;
  // Another service always needs a key; the same-origin server holds its own, so there a user id alone is enough.
  if (baseUrl ? !apiKey : !apiKey && !userId) return null;
  return { baseUrl, apiKey, userId };
}

let cachedRaw: string | null | undefined;
let cachedValue: ConnectionSettings | null = null;

/** The stored settings (this tab's first, then this device's), or null. Same object until they change. */
export function readConnectionSettings(): ConnectionSettings | null {
  const raw = readRaw('session') ?? readRaw('device');
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedValue = parseConnectionSettings(raw);
  }
  return cachedValue;
}

/** Where the current settings are stored, or null when nothing valid is stored. */
export function readConnectionPersistence(): ConnectionPersistence | null {
  if (parseConnectionSettings(readRaw('session'))) return 'session';
  if (parseConnectionSettings(readRaw('device'))) return 'device';
  return null;
}

/** The settings live in storage; writing here, or another tab, notifies. */
const settingsStore = createExternalStore(readConnectionSettings, (notify) => {
  // Another tab remembered or forgot settings on this device.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CONNECTION_STORAGE_KEY) notify();
  };
  if (typeof window === 'undefined') return () => {};
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
});

export interface WriteConnectionOptions {
  /** Keep the settings (with the key) on this device; otherwise only for this tab's session. */
  remember?: boolean;
}

/**
 * Stores new settings (null clears both copies) and tells every subscriber. Exactly one copy is
 * kept: opting out of "remember" removes the one on the device.
 */
export function writeConnectionSettings(
  next: ConnectionSettings | null,
  { remember = false }: WriteConnectionOptions = {},
): void {
  const session = storage('session');
  const device = storage('device');
  const value = next ? JSON.stringify(next) : null;
  const keep = remember ? device : session;
  const drop = remember ? session : device;
  // Saying "saved" when nothing was kept would be worse than saying it could not be.
  if (value && !keep) throw new Error('This browser does not allow saving settings for this site.');
  try {
    drop?.removeItem(CONNECTION_STORAGE_KEY);
    if (value) keep?.setItem(CONNECTION_STORAGE_KEY, value);
    else keep?.removeItem(CONNECTION_STORAGE_KEY);
  } finally {
    settingsStore.notify();
  }
}

/** Calls `listener` after every change of the stored settings; returns the unsubscribe. */
export const subscribeConnectionSettings = settingsStore.subscribe;

/** The stored settings, or `fallback` when none are stored; re-renders when they change. */
export function useConnectionSettings(fallback: ConnectionSettings): ConnectionSettings {
  const stored = useStore(settingsStore);
  return stored ?? fallback;
}
