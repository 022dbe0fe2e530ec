import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { whenOnline } from './online.js';

/**
 * The public site's reads and what came of them (docs/decisions/035): a cache kept for the
 * page's life, filled by the server before it renders, sent with the page and restored before
 * the browser hydrates it. A read is never repeated — not when it failed, not on focus — and
 * two asks for the same read share one call. (The admin portal uses TanStack Query instead.)
 */

/** What a page reads: its cache key and the call that reads it. */
export interface Read<T> {
  key: readonly unknown[];
  read: () => Promise<T>;
}

/** A read with its key: `pageRead(['text', slug], () => call(api.texts.bySlug({ slug })))`. */
export const pageRead = <T,>(key: readonly unknown[], read: () => Promise<T>): Read<T> => ({ key, read });

export type ReadStatus = 'pending' | 'success' | 'error';

/** What the cache holds for one key. Replaced, never changed, so React can compare entries. */
export interface ReadEntry {
  status: ReadStatus;
  data: unknown;
  error: unknown;
  /** The call in flight, if any. */
  promise: Promise<unknown> | null;
  /** Set by invalidate(): read again when next wanted, the old result shown meanwhile. */
  stale: boolean;
}

/** A settled read as the server sends it to the browser (the error as its JSON: ApiError's toJSON). */
export type SettledRead =
  | { key: readonly unknown[]; status: 'success'; data: unknown }
  | { key: readonly unknown[]; status: 'error'; error: unknown };

/** The cache key of a read: its key array as JSON. */
export const keyOf = (key: readonly unknown[]): string => JSON.stringify(key);

export class PageData {
  readonly #entries = new Map<string, ReadEntry & { key: readonly unknown[] }>();
  readonly #listeners = new Set<() => void>();

  /**
   * The read's data: from the cache, from the call in flight, or from a new call. A read that
   * failed rejects with its error, without asking again.
   */
  fetch<T>(options: Read<T>): Promise<T> {
    const hash = keyOf(options.key);
    const entry = this.#entries.get(hash);
    if (entry?.promise) return entry.promise as Promise<T>;
    if (entry && !entry.stale) {
      return entry.status === 'error' ? Promise.reject(entry.error) : Promise.resolve(entry.data as T);
    }
    const promise = whenOnline()
      .then(options.read)
      .then(
        (data) => {
          this.#set(hash, { key: options.key, status: 'success', data, error: null, promise: null, stale: false });
          return data;
        },
        (error: unknown) => {
          // A read that failed after an earlier success keeps that data beside the error.
          const data = this.#entries.get(hash)?.data;
          this.#set(hash, { key: options.key, status: 'error', data, error, promise: null, stale: false });
          throw error;
        },
      );
    this.#set(hash, {
      key: options.key,
      status: entry?.status ?? 'pending',
      data: entry?.data,
      error: entry?.error ?? null,
      promise,
      stale: false,
    });
    return promise;
  }

  /** fetch() for loading ahead: a failure is kept in the cache (the page shows it), not thrown. */
  async prefetch(options: Read<unknown>): Promise<void> {
    await this.fetch(options).catch(() => undefined);
  }

  /** Starts the read if it is wanted and neither cached, in flight nor failed (what a page's useRead asks for). */
  want(options: Read<unknown> & { enabled?: boolean }): void {
    const entry = this.#entries.get(keyOf(options.key));
    if ((options.enabled ?? true) && (!entry || (entry.stale && !entry.promise))) void this.prefetch(options);
  }

  /** The read's data, if the cache has it. */
  get<T>(options: Read<T>): T | undefined {
    return this.#entries.get(keyOf(options.key))?.data as T | undefined;
  }

  /** The cache's entry for a key (stable until it changes), for React. */
  entry(hash: string): ReadEntry | undefined {
    return this.#entries.get(hash);
  }

  /** Marks every read stale (after an admin's change): those on screen are read again, the others when next shown. */
  invalidate(): void {
    for (const [hash, entry] of this.#entries) {
      if (!entry.stale) this.#entries.set(hash, { ...entry, stale: true });
    }
    this.#notify();
  }

  /** Every settled read, for the page the server sends: the browser then asks for none of them again. */
  snapshot(): SettledRead[] {
    return [...this.#entries.values()].flatMap((entry): SettledRead[] => {
      if (entry.status === 'success') return [{ key: entry.key, status: 'success', data: entry.data }];
      if (entry.status === 'error') return [{ key: entry.key, status: 'error', error: entry.error }];
      return [];
    });
  }

  /** Puts the server's settled reads into the cache (before hydration, so the first render matches). */
  restore(reads: readonly SettledRead[]): void {
    for (const read of reads) {
      this.#entries.set(keyOf(read.key), {
        key: read.key,
        status: read.status,
        data: read.status === 'success' ? read.data : undefined,
        error: read.status === 'error' ? read.error : null,
        promise: null,
        stale: false,
      });
    }
    this.#notify();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #set(hash: string, entry: ReadEntry & { key: readonly unknown[] }): void {
    this.#entries.set(hash, entry);
    this.#notify();
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}

/** A read as a page sees it: a union on `status`, so that `data` is there once `isSuccess`. */
export type ReadResult<T> =
  | { status: 'pending'; data: undefined; error: null; isPending: true; isError: false; isSuccess: false }
  | { status: 'error'; data: T | undefined; error: Error; isPending: false; isError: true; isSuccess: false }
  | { status: 'success'; data: T; error: null; isPending: false; isError: false; isSuccess: true };

const PENDING: ReadResult<never> = {
  status: 'pending',
  data: undefined,
  error: null,
  isPending: true,
  isError: false,
  isSuccess: false,
};

export function resultOf<T>(entry: ReadEntry | undefined): ReadResult<T> {
  if (!entry || entry.status === 'pending') return PENDING;
  if (entry.status === 'error') {
    const { data, error } = entry as { data: T | undefined; error: Error };
    return { status: 'error', data, error, isPending: false, isError: true, isSuccess: false };
  }
  return { status: 'success', data: entry.data as T, error: null, isPending: false, isError: false, isSuccess: true };
}

const PageDataContext = createContext<PageData | null>(null);

export function PageDataProvider({ store, children }: { store: PageData; children: ReactNode }) {
  return <PageDataContext.Provider value={store}>{children}</PageDataContext.Provider>;
}

export function usePageData(): PageData {
  const store = useContext(PageDataContext);
  if (!store) throw new Error('usePageData needs a PageDataProvider');
  return store;
}

/**
 * A page's read: what the cache holds for it, kept current. Once rendered, it starts the read
 * if it is enabled and not yet in the cache (the server renders what its loaders fetched).
 */
export function useRead<T>(options: Read<T> & { enabled?: boolean }): ReadResult<T> {
  const store = usePageData();
  const hash = keyOf(options.key);
  const getEntry = useCallback(() => store.entry(hash), [store, hash]);
  const entry = useSyncExternalStore(store.subscribe, getEntry, getEntry);
  // After every render, as the read's closure is new each time; want() starts it only when it is
  // enabled and neither cached nor in flight.
  useEffect(() => {
    store.want(options);
  });
  return useMemo(() => resultOf<T>(entry), [entry]);
}
