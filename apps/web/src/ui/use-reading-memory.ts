import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { MEMORY_PREFIX, bookmarkKey, storeItem, type Bookmark, type Reading } from './reading-memory.js';

export const RECENT_LIMIT = 20;
export const BOOKMARK_LIMIT = 200;
/** Sent on window when this page changes the lists (another tab's change sends `storage`). */
const MEMORY_EVENT = 'bhakti-memory';

export interface Memory {
  /** Newest first, at most RECENT_LIMIT. */
  recent: Reading[];
  /** Newest first, at most BOOKMARK_LIMIT. */
  bookmarks: Bookmark[];
}

/** Every stored item of the memory as `[key, value]`, in key order (empty when localStorage is blocked). */
function storedEntries(): [string, string][] {
  try {
    const entries: [string, string][] = [];
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index);
      if (key?.startsWith(MEMORY_PREFIX)) entries.push([key, localStorage.getItem(key) ?? '']);
    }
    return entries.sort(([a], [b]) => (a < b ? -1 : 1));
  } catch {
    return [];
  }
}

const isVerse = (verse: unknown) => verse === undefined || (Number.isInteger(verse) && (verse as number) > 0);

/** A stored item, or null when it is not one (corrupt, or written by other code). */
function parseItem(value: string): Bookmark | null {
  try {
    const item = JSON.parse(value) as Partial<Bookmark> | null;
    const readable =
      typeof item?.slug === 'string' &&
      typeof item.title === 'string' &&
      typeof item.query === 'string' &&
      typeof item.at === 'number' &&
      isVerse(item.verse);
    return readable ? (item as Bookmark) : null;
  } catch {
    return null;
  }
}

const newestFirst = (a: { at: number }, b: { at: number }) => b.at - a.at;

/**
 * The lists in stored entries: readings and bookmarks newest first, each within its bound;
 * unreadable items are left out. `beyond` names the keys past the bounds (removed when the lists are shown).
 */
export function parseMemory(entries: readonly (readonly [string, string])[]): Memory & { beyond: string[] } {
  const kinds = { read: [] as [string, Reading][], bookmark: [] as [string, Bookmark][] };
  for (const [key, value] of entries) {
    const kind = key.slice(MEMORY_PREFIX.length).split(':')[0];
    const item = parseItem(value);
    if (item && kind === 'read') kinds.read.push([key, { ...item, verse: item.verse ?? 1 }]);
    else if (item && kind === 'bookmark') kinds.bookmark.push([key, item]);
  }
  const recent = kinds.read.sort(([, a], [, b]) => newestFirst(a, b));
  const bookmarks = kinds.bookmark.sort(([, a], [, b]) => newestFirst(a, b));
  return {
    recent: recent.slice(0, RECENT_LIMIT).map(([, item]) => item),
    bookmarks: bookmarks.slice(0, BOOKMARK_LIMIT).map(([, item]) => item),
    beyond: [...recent.slice(RECENT_LIMIT), ...bookmarks.slice(BOOKMARK_LIMIT)].map(([key]) => key),
  };
}

/** Re-renders on a change made in this page (MEMORY_EVENT) or in another tab (`storage`). */
function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(MEMORY_PREFIX)) onChange();
  };
  addEventListener(MEMORY_EVENT, onChange);
  addEventListener('storage', onStorage);
  return () => {
    removeEventListener(MEMORY_EVENT, onChange);
    removeEventListener('storage', onStorage);
  };
}

// The snapshot is the stored entries as one string: equal strings are the same snapshot.
const snapshot = () => JSON.stringify(storedEntries());
const serverSnapshot = () => null;

/**
 * This device's reading memory, or null on the server and while the page is hydrated (the
 * server cannot know it): pages render their device-free state first, then the lists. The
 * items past the bounds are removed here, when the lists are shown.
 */
export function useReadingMemory(): Memory | null {
  const stored = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const memory = useMemo(
    () => (stored === null ? null : parseMemory(JSON.parse(stored) as [string, string][])),
    [stored],
  );
  useEffect(() => {
    if (memory?.beyond.length) forget(memory.beyond);
  }, [memory]);
  return memory;
}

/** The texts left partway (past their first verse), newest first: "Continue reading". */
export const continueReading = (memory: Memory) => memory.recent.filter((reading) => reading.verse > 1);

/** Removes stored items, and tells this page's lists. */
function forget(keys: readonly string[]): void {
  for (const key of keys) storeItem(key, null);
  dispatchEvent(new Event(MEMORY_EVENT));
}

export const removeBookmark = (slug: string, verse?: number) => forget([bookmarkKey(slug, verse)]);

/** Forgets the texts read and the verses reached in them (bookmarks stay). */
export function clearRecent(): void {
  forget(storedEntries().flatMap(([key]) => (key.startsWith(`${MEMORY_PREFIX}read:`) ? [key] : [])));
}
