import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '@bhakti/db';
import { PREFERRED_LANGUAGE_ORDER } from '@bhakti/core';
import type { SearchEngine, SearchHit, SearchOptions } from './engine.js';
import { containsPattern, queryWords, snippetAround } from './query.js';

interface Row extends Record<string, unknown> {
  id: number;
  score: number;
  language_code: string | null;
  content: string | null;
}

const languageRank = sql.raw(
  `array_position(ARRAY[${PREFERRED_LANGUAGE_ORDER.map((code) => `'${code}'`).join(',')}]::text[], tc.language_code::text)`,
);

/**
 * Searches the tables themselves: every query word must occur in the title, description,
 * author, deity or category name, or a content row. Titles outrank metadata, which
 * outranks content. Trigram indexes keep the substring matches fast.
 */
export class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgres';

  constructor(private readonly database: Database) {}

  async search(query: string, options: SearchOptions = {}): Promise<SearchHit[]> {
    const words = queryWords(query);
    if (words.length === 0) return [];
    const limit = Math.min(Math.max(options.limit ?? 50, 1), 100);
    const phrase = containsPattern(words.join(' '));
    const metadata = (pattern: string) =>
      sql`(t.title ILIKE ${pattern} OR t.description ILIKE ${pattern} OR t.author ILIKE ${pattern}
          OR d.name ILIKE ${pattern} OR c.name ILIKE ${pattern})`;
    const inContent = (pattern: string) =>
      sql`EXISTS (SELECT 1 FROM text_contents tc WHERE tc.devotional_text_id = t.id AND tc.content ILIKE ${pattern})`;
    const everyWord: SQL[] = words.map((word) => {
      const pattern = containsPattern(word);
      return sql`(${metadata(pattern)} OR ${inContent(pattern)})`;
    });
    const result = await this.database.db.execute<Row>(sql`
      SELECT t.id,
        (CASE WHEN t.title ILIKE ${phrase} THEN 100 ELSE 0 END
          + CASE WHEN ${sql.join(
            words.map((w) => sql`t.title ILIKE ${containsPattern(w)}`),
            sql` AND `,
          )} THEN 50 ELSE 0 END
          + CASE WHEN ${metadata(phrase)} THEN 20 ELSE 0 END
          + CASE WHEN m.content IS NOT NULL THEN 10 ELSE 0 END)::integer AS score,
        m.language_code, m.content
      FROM devotional_texts t
      JOIN categories c ON c.id = t.category_id
      LEFT JOIN deities d ON d.id = t.deity_id
      LEFT JOIN LATERAL (
        SELECT tc.language_code, tc.content FROM text_contents tc
        WHERE tc.devotional_text_id = t.id AND tc.content ILIKE ${phrase}
        ORDER BY tc.is_transliteration, ${languageRank}
        LIMIT 1
      ) m ON true
      WHERE ${sql.join(everyWord, sql` AND `)}
      ORDER BY score DESC, lower(t.title), t.id
      LIMIT ${limit}`);
    const phraseText = words.join(' ');
    return rowsOf<Row>(result).map((row) => ({
      textId: row.id,
      score: Number(row.score),
      matchedLanguage: row.language_code,
      snippet: row.content ? snippetAround(row.content, phraseText) : null,
    }));
  }

  async textsChanged(): Promise<void> {}

  async textsRemoved(): Promise<void> {}

  async rebuild(): Promise<void> {}

  async ping(): Promise<void> {
    await this.database.ping();
  }
}
