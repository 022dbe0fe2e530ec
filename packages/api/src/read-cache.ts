import { LRUCache } from 'lru-cache';
import type { LibraryChange } from '@bhakti/db';

/** The key of the popular list, and of one text's full answer: a popularity flush changes them. */
export const POPULAR_KEY = 'texts:popular';
/** As `cachedBySlug(ctx, 'text', slug, …)` keeps one text's full answer. */
export const textKey = (slug: string) => `text:${slug}`;
/** The keys whose answers show these texts' read counts. */
export const popularityKeys = (slugs: readonly string[]) => [POPULAR_KEY, ...slugs.map(textKey)];

/**
 * Whether an answer of this key may go alone (`delete`: a read count moved) rather than only
 * with everything (`clear`): what is built from the others needs no trace of them.
 */
export const forgottenAlone = (key: string) => key === POPULAR_KEY || key.startsWith(textKey(''));

/** What a request reads through: the cache itself, or a view that notes the keys it reads. */
export interface CacheReader {
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  getMany<T>(
    keys: readonly string[],
    computeMissing: (missing: string[]) => Promise<ReadonlyMap<string, T>>,
  ): Promise<Map<string, T>>;
}

/** What a procedure sees: reads, and `clear` after a library write. */
export interface LibraryCache extends CacheReader {
  clear(): void;
}

/** Told when answers go: `'all'`, or the keys that went. */
export type InvalidationListener = (keys: 'all' | readonly string[]) => void;

/** Bytes of answers kept by default: every text's search summary of a library of 100,000 texts fits. */
export const READ_CACHE_BYTES = 64 * 1024 * 1024;
/** What an answer still being computed counts for, until its size is known. */
const PENDING_BYTES = 1024;

/** About what an answer holds in memory: its JSON, two bytes a character. */
const bytesOf = (answer: unknown) => 2 * (JSON.stringify(answer)?.length ?? 0) + 64;

/**
 * Answers of public reads, kept until the next write. Reading the library is the hot path
 * (each answer is a few database round trips; PGlite runs them on the event loop), while
 * writes are rare admin actions that clear everything at once.
 *
 * Bounded by bytes, least recently read first out: distinct searches read the summaries of
 * texts all over the library, and a bound that dropped everything when full kept them cold.
 *
 * Whatever is built from these answers (the server's cache of whole HTTP answers) listens
 * for invalidations, so it goes when the answers it was made from go.
 */
export class ReadCache implements LibraryCache {
  private readonly entries: LRUCache<string, Promise<unknown>>;
  private readonly listeners: InvalidationListener[] = [];

  constructor(maxBytes = READ_CACHE_BYTES) {
    this.entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: () => PENDING_BYTES });
  }

  /** The cached answer for the key, computing it once; failures are not kept. */
  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) return hit as Promise<T>;
    return this.remember(key, compute());
  }

  /**
   * Cached answers for many keys at once (texts' summaries by id): those not cached are
   * computed in one call, which answers them by key (a key it leaves out has no answer).
   */
  async getMany<T>(
    keys: readonly string[],
    computeMissing: (missing: string[]) => Promise<ReadonlyMap<string, T>>,
  ): Promise<Map<string, T>> {
    const pending = new Map<string, Promise<unknown>>();
    for (const key of keys) {
      const hit = this.entries.get(key);
      if (hit) pending.set(key, hit);
    }
    const missing = [...new Set(keys)].filter((key) => !pending.has(key));
    if (missing.length > 0) {
      const computed = computeMissing(missing);
      for (const key of missing)
        pending.set(
          key,
          this.remember(
            key,
            computed.then((answers) => answers.get(key)),
          ),
        );
    }
    const answers = new Map<string, T>();
    for (const [key, answer] of pending) {
      const value = await answer;
      if (value !== undefined) answers.set(key, value as T);
    }
    return answers;
  }

  /** Keeps a pending answer, then (once known, and still kept) the answer at its size; forgets a failure. */
  private remember<T>(key: string, pending: Promise<T>): Promise<T> {
    this.entries.set(key, pending);
    pending.then(
      (answer) => {
        if (this.entries.peek(key) === pending)
          this.entries.set(key, Promise.resolve(answer), { size: bytesOf(answer) });
      },
      () => {
        if (this.entries.peek(key) === pending) this.entries.delete(key);
      },
    );
    return pending;
  }

  clear(): void {
    this.entries.clear();
    for (const listener of this.listeners) listener('all');
  }

  /** Forgets the answers of these keys only (a popularity flush changes a few texts): keys `forgottenAlone` admits. */
  delete(keys: readonly string[]): void {
    const other = keys.find((key) => !forgottenAlone(key));
    if (other !== undefined) throw new Error(`${other} goes only with the whole cache (clear)`);
    for (const key of keys) this.entries.delete(key);
    for (const listener of this.listeners) listener(keys);
  }

  /** Forgets what a change to the library made stale: everything, or one text's read count. */
  forget(change: LibraryChange): void {
    if (change.kind === 'popularity') this.delete(popularityKeys([change.slug]));
    else this.clear();
  }

  onInvalidate(listener: InvalidationListener): void {
    this.listeners.push(listener);
  }

  /** This cache, telling `noteKey` each key read through it. */
  observedBy(noteKey: (key: string) => void): LibraryCache {
    return {
      clear: () => this.clear(),
      get: (key, compute) => {
        noteKey(key);
        return this.get(key, compute);
      },
      getMany: (keys, computeMissing) => {
        for (const key of keys) noteKey(key);
        return this.getMany(keys, computeMissing);
      },
    };
  }

  get size(): number {
    return this.entries.size;
  }
}
