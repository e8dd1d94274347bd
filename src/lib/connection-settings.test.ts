import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONNECTION_STORAGE_KEY,
  parseConnectionSettings,
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
    unsubscribe();
    writeConnectionSettings({ baseUrl: '', apiKey: 'k2' });
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
});
