import { useSyncExternalStore } from 'react';

/** docs/product.md: the bearer token lives in local storage under a product key ending in auth_token. */
export const TOKEN_KEY = 'bhakti_sangrah_auth_token';

type Listener = () => void;

/**
 * The admin's bearer token: read from local storage when the page loads, written on login,
 * removed on logout or when the server answers 401. Other tabs of the same browser follow
 * through the storage event.
 */
export class TokenStore {
  private token: string | null;
  private readonly listeners = new Set<Listener>();

  constructor(private readonly storage: Storage | null) {
    this.token = safeRead(storage);
  }

  get = (): string | null => this.token;

  set(token: string | null): void {
    if (token === this.token) return;
    this.token = token;
    try {
      if (token === null) this.storage?.removeItem(TOKEN_KEY);
      else this.storage?.setItem(TOKEN_KEY, token);
    } catch {
      // Private modes may refuse storage: the session then lasts as long as the page.
    }
    this.emit();
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Follows a login or logout made in another tab. */
  syncFromStorage(): void {
    const stored = safeRead(this.storage);
    if (stored === this.token) return;
    this.token = stored;
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

function safeRead(storage: Storage | null): string | null {
  try {
    return storage?.getItem(TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

export function useToken(store: TokenStore): string | null {
  return useSyncExternalStore(store.subscribe, store.get, () => null);
}
