import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONNECTION_STORAGE_KEY,
  parseConnectionSettings,
  readConnectionPersistence,
  readConnectionSettings,
  subscribeConnectionSettings,
  writeConnectionSettings,
} from './connection-settings';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

describe('connection settings', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    vi.stubGlobal('sessionStorage', storage);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads nothing when nothing is stored', () => {
    expect(readConnectionSettings()).toBeNull();
  });

  it('reads what a test or the Settings dialog stored', () => {
    storage.setItem(CONNECTION_STORAGE_KEY, JSON.stringify({ baseUrl: '', apiKey: 'demo-slow' }));
    expect(readConnectionSettings()).toEqual({
      baseUrl: '',
      apiKey: 'demo-slow',
      userId: undefined,
    });
  });

  it('returns the same object until the stored value changes', () => {
    storage.setItem(CONNECTION_STORAGE_KEY, JSON.stringify({ apiKey: 'a' }));
    expect(readConnectionSettings()).toBe(readConnectionSettings());
  });

  it('writes, notifies subscribers, and clears', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConnectionSettings(listener);
    writeConnectionSettings({ baseUrl: 'https://api.example.com', apiKey: 'k1', userId: 'u1' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(readConnectionSettings()).toEqual({
      baseUrl: 'https://api.example.com',
      apiKey: 'k1',
      userId: 'u1',
    });
    writeConnectionSettings(null);
    expect(readConnectionSettings()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(listener.mock.calls).toEqual([[], []]);
    unsubscribe();
    writeConnectionSettings({ baseUrl: '', apiKey: 'k2' });
    // Unsubscribed: the third write is not heard.
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores corrupt or incomplete values instead of crashing', () => {
    expect(parseConnectionSettings('{not json')).toBeNull();
    expect(parseConnectionSettings('"text"')).toBeNull();
    expect(parseConnectionSettings(JSON.stringify({ baseUrl: 'x' }))).toBeNull();
    expect(parseConnectionSettings(JSON.stringify({ apiKey: '' }))).toBeNull();
    expect(
      parseConnectionSettings(JSON.stringify({ apiKey: 'k', baseUrl: 7, userId: '' })),
    ).toEqual({
      baseUrl: '',
      apiKey: 'k',
      userId: undefined,
    });
  });

  it('accepts a user id alone for the same-origin server, which holds the key', () => {
    expect(
      parseConnectionSettings(JSON.stringify({ baseUrl: '', apiKey: '', userId: 'u9' })),
    ).toEqual({ baseUrl: '', apiKey: '', userId: 'u9' });
    expect(
      parseConnectionSettings(JSON.stringify({ baseUrl: 'https://x.example', userId: 'u9' })),
    ).toBeNull();
  });
});

describe('remember on this device', () => {
  let session: MemoryStorage;
  let device: MemoryStorage;
  beforeEach(() => {
    session = new MemoryStorage();
    device = new MemoryStorage();
    vi.stubGlobal('sessionStorage', session);
    vi.stubGlobal('localStorage', device);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the key for the session only by default', () => {
    writeConnectionSettings({ baseUrl: 'https://api.example.com', apiKey: 'k1' });
    expect(session.getItem(CONNECTION_STORAGE_KEY)).toContain('k1');
    expect(device.getItem(CONNECTION_STORAGE_KEY)).toBeNull();
    expect(readConnectionPersistence()).toBe('session');
  });

  it('stores it on the device when asked, and reads it back in a new session', () => {
    writeConnectionSettings(
      { baseUrl: 'https://api.example.com', apiKey: 'k2' },
      { remember: true },
    );
    expect(device.getItem(CONNECTION_STORAGE_KEY)).toContain('k2');
    expect(session.getItem(CONNECTION_STORAGE_KEY)).toBeNull();
    session.clear();
    expect(readConnectionSettings()?.apiKey).toBe('k2');
    expect(readConnectionPersistence()).toBe('device');
  });

  it('keeps exactly one copy: opting out removes the remembered one', () => {
    writeConnectionSettings({ baseUrl: '', apiKey: 'k3' }, { remember: true });
    writeConnectionSettings({ baseUrl: '', apiKey: 'k4' });
    expect(device.getItem(CONNECTION_STORAGE_KEY)).toBeNull();
    expect(readConnectionSettings()?.apiKey).toBe('k4');
  });

  it('prefers this tab over the device, and clearing forgets both', () => {
    device.setItem(CONNECTION_STORAGE_KEY, JSON.stringify({ apiKey: 'remembered' }));
    session.setItem(CONNECTION_STORAGE_KEY, JSON.stringify({ apiKey: 'this-tab' }));
    expect(readConnectionSettings()?.apiKey).toBe('this-tab');
    writeConnectionSettings(null);
    expect(device.length + session.length).toBe(0);
    expect(readConnectionSettings()).toBeNull();
    expect(readConnectionPersistence()).toBeNull();
  });

  it('refuses to pretend: no device storage means remembering fails loudly', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(() =>
      writeConnectionSettings({ baseUrl: '', apiKey: 'k5' }, { remember: true }),
    ).toThrow(/does not allow/);
    expect(session.getItem(CONNECTION_STORAGE_KEY)).toBeNull();
  });
});
