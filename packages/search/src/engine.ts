import type { Highlight } from './snippet.js';

export interface SearchHit {
  textId: number;
  score: number;
  /** The language of the verse that matched, when a verse matched (else null: title, deity, description). */
  matchedLanguage: string | null;
  /** Whether that verse is the language's transliteration (the reading page's transliteration tab). */
  matchedTransliteration: boolean;
  /** 1-based number of the matched verse within that content. */
  verse: number | null;
  /** Whether the title (or the deity, category, author) holds every word: the reader asked for the text, not a verse. */
  matchedTitle: boolean;
  /** The line of the verse around the match. */
  snippet: string | null;
  /** The matched words in the snippet. */
  highlights: Highlight[];
}

export interface SearchOptions {
  /** At most this many hits (1..100, default 50). */
  limit?: number;
}

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 100;

export function clampLimit(limit: number | undefined): number {
  return Math.min(Math.max(Math.trunc(limit ?? DEFAULT_LIMIT), 1), MAX_LIMIT);
}

/**
 * A search engine over the library. Every engine answers the same queries with the same
 * ranking rules; engines that keep their own index are told about committed writes.
 */
export interface SearchEngine {
  readonly name: string;
  search(query: string, options?: SearchOptions): Promise<SearchHit[]>;
  /** Texts were created or changed, and the change is committed. */
  textsChanged(ids: readonly number[]): Promise<void>;
  /** Texts were deleted, and the deletion is committed. */
  textsRemoved(ids: readonly number[]): Promise<void>;
  /** Rebuilds the engine's index from the database. */
  rebuild(): Promise<void>;
  /** Throws when the engine cannot answer. */
  ping(): Promise<void>;
}
