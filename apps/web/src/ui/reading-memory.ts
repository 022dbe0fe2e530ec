/**
 * Reading memory (docs/decisions/026): what this device read and bookmarked, in localStorage
 * only — nothing is sent to the server. One key per item under a versioned prefix, so writing
 * one is one small write (tabs never overwrite each other's lists). This module writes them and
 * is in the reading page's first load, so it stays small; the lists are read, bounded and
 * changed by use-reading-memory.ts, loaded with the pages that show them.
 */
import { readStored, writeStored } from './device-storage.js';

export const MEMORY_PREFIX = 'bhakti_memory_v1:';

/** A text read on this device; `verse` is the one the reader had reached (1 at the start). */
export interface Reading {
  slug: string;
  title: string;
  /** The reading page's query as it was (`?language=hi&script=telugu`): the view it was read in. */
  query: string;
  verse: number;
  /** When it was last read (ms since 1970). */
  at: number;
}

/** A bookmarked text, or one verse of it (with its first line, in `lang`). */
export interface Bookmark {
  slug: string;
  title: string;
  query: string;
  verse?: number;
  line?: string;
  lang?: string;
  at: number;
}

export const readingKey = (slug: string) => `${MEMORY_PREFIX}read:${slug}`;
export const bookmarkKey = (slug: string, verse?: number) =>
  `${MEMORY_PREFIX}bookmark:${slug}${verse ? `#v${verse}` : ''}`;

/** A stored item, or null (none, corrupt, or localStorage blocked). */
export function storedItem(key: string): Partial<Reading & Bookmark> | null {
  try {
    return JSON.parse(readStored(key) ?? 'null') as Partial<Reading & Bookmark> | null;
  } catch {
    return null;
  }
}

/** Stores an item (null removes it); with localStorage blocked or full nothing is kept. */
export function storeItem(key: string, item: Reading | Bookmark | null): void {
  writeStored(key, item ? JSON.stringify(item) : null);
}

/** A text being read, with the verse reached (else the one it had): "recently read" and "Continue reading". */
export function recordReading(slug: string, title: string, query: string, verse?: number): void {
  const key = readingKey(slug);
  storeItem(key, { slug, title, query, verse: verse ?? storedItem(key)?.verse ?? 1, at: Date.now() });
}

/** Whether this device keeps a bookmark of the text (no verse) or of one verse of it. */
export const isBookmarked = (slug: string, verse?: number) => storedItem(bookmarkKey(slug, verse)) !== null;

/** Bookmarks a text (no verse) or a verse, or removes its bookmark; true when it is now kept bookmarked. */
export function toggleBookmark(bookmark: Omit<Bookmark, 'at'>): boolean {
  const { slug, verse } = bookmark;
  storeItem(bookmarkKey(slug, verse), isBookmarked(slug, verse) ? null : { ...bookmark, at: Date.now() });
  return isBookmarked(slug, verse);
}
