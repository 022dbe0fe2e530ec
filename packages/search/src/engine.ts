export interface SearchHit {
  textId: number;
  score: number;
  /** The language of the content that matched, when the match was in a text's content. */
  matchedLanguage: string | null;
  /** A short excerpt around the match. */
  snippet: string | null;
}

export interface SearchOptions {
  limit?: number;
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
