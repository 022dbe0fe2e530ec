import { describe, expect, it } from 'vitest';
import { TOKEN_KEY, TokenStore } from './token-store.js';

class MemoryStorage implements Storage {
  private readonly values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  clear = () => this.values.clear();
  getItem = (key: string) => this.values.get(key) ?? null;
  key = (index: number) => [...this.values.keys()][index] ?? null;
  removeItem = (key: string) => void this.values.delete(key);
  setItem = (key: string, value: string) => void this.values.set(key, value);
}

describe('TokenStore', () => {
  it('keeps the token under a product key ending in auth_token, read again when the page loads', () => {
    expect(TOKEN_KEY).toMatch(/auth_token$/);
    const storage = new MemoryStorage();
    const store = new TokenStore(storage);
    expect(store.get()).toBeNull();
    store.set('a-token');
    expect(storage.getItem(TOKEN_KEY)).toBe('a-token');
    expect(new TokenStore(storage).get()).toBe('a-token');
    store.set(null);
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('tells its listeners about changes, including a logout in another tab', () => {
    const storage = new MemoryStorage();
    const store = new TokenStore(storage);
    const seen: Array<string | null> = [];
    const stop = store.subscribe(() => seen.push(store.get()));
    store.set('one');
    store.set('one');
    storage.removeItem(TOKEN_KEY);
    store.syncFromStorage();
    stop();
    store.set('two');
    expect(seen).toEqual(['one', null]);
  });

  it('works without storage (private modes), for as long as the page lives', () => {
    const store = new TokenStore(null);
    store.set('kept in memory');
    expect(store.get()).toBe('kept in memory');
  });
});
