import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database, type SearchEntryKind } from '@bhakti/db';
import { VERSE_KINDS } from './matcher.js';
import type { TextFacts } from './ranking.js';
import type { BestVerses, CandidateRow, CandidateTier, Lookup, SearchSource, TermQuery, VerseRow } from './source.js';

interface FactsRow extends TextFacts {
  textId: number;
}

/** An entry's columns as `CandidateRow` names them, of `search_entries e`. */
export const ENTRY_COLUMNS = sql.raw(
  `e.id, e.text_id AS "textId", e.kind, e.language_code AS "languageCode",
   e.is_transliteration AS "isTransliteration", e.verse, e.key`,
);

/** A term query as a tsquery (search keys are [a-z0-9]+, safe to quote). */
export const toTsquery = (query: TermQuery): string =>
  query.map((group) => `(${group.map((term) => `'${term}'`).join(' | ')})`).join(' & ');

/** The search data read from the database, through its indexes (GIN on the entries' words, trigrams on the terms). */
export class PostgresSource implements SearchSource {
  constructor(private readonly database: Database) {}

  async lookUp(lookups: readonly Lookup[]): Promise<string[][]> {
    const selects = lookups.map((lookup, n) => vocabularyPick(n, lookup));
    const result = await this.database.db.execute(sql.join(selects, sql` UNION ALL `));
    const terms: string[][] = lookups.map(() => []);
    for (const { tag, term } of rowsOf<{ tag: number; term: string }>(result)) terms[tag]?.push(term);
    return terms;
  }

  async knownTerms(words: readonly string[]): Promise<Set<string>> {
    if (words.length === 0) return new Set();
    const result = await this.database.db.execute(sql`SELECT term FROM search_terms WHERE term IN (${listOf(words)})`);
    return new Set(rowsOf<{ term: string }>(result).map((row) => row.term));
  }

  async fetchTiers(tiers: readonly CandidateTier[]): Promise<CandidateRow[][]> {
    const selects = tiers.map(
      ({ kinds, query, limit }, n) =>
        sql`(SELECT ${n}::integer AS tier, ${ENTRY_COLUMNS} FROM search_entries e
             WHERE ${kindCondition(kinds)} AND e.tsv @@ ${toTsquery(query)}::tsquery LIMIT ${limit})`,
    );
    const result = await this.database.db.execute(sql.join(selects, sql` UNION ALL `));
    const rows: CandidateRow[][] = tiers.map(() => []);
    for (const { tier, ...row } of rowsOf<CandidateRow & { tier: number }>(result)) rows[tier]?.push(row);
    return rows;
  }

  async factsOf(textIds: readonly number[]): Promise<Map<number, TextFacts>> {
    if (textIds.length === 0) return new Map();
    return textFactsWhere(this.database, sql`t.id IN (${listOf(textIds)})`);
  }

  async verses(ids: readonly number[], best: BestVerses | null): Promise<VerseRow[]> {
    const selects = [ids.length > 0 ? versesById(ids) : null, best ? bestVersesOf(best) : null].filter(
      (select) => select !== null,
    );
    if (selects.length === 0) return [];
    return rowsOf<VerseRow>(await this.database.db.execute(sql.join(selects, sql` UNION ALL `)));
  }
}

/** The facts that break ties (title, popularity) of the texts `where` picks from `devotional_texts t`. */
export async function textFactsWhere(database: Database, where: SQL): Promise<Map<number, TextFacts>> {
  const result = await database.db.execute(
    sql`SELECT t.id AS "textId", t.title, t.is_popular AS "isPopular", t.popularity
        FROM devotional_texts t WHERE ${where}`,
  );
  return new Map(rowsOf<FactsRow>(result).map(({ textId, ...facts }) => [textId, facts]));
}

const byLength = sql`length(term), term`;

function lookupCondition({ kind, value }: Lookup): { where: SQL; order: SQL | null } {
  switch (kind) {
    case 'term':
      return { where: sql`term = ${value}`, order: null };
    case 'skeleton':
      return { where: sql`skeleton = ${value}`, order: null };
    case 'prefix':
      return { where: sql`term LIKE ${`${value}%`}`, order: byLength };
    case 'infix':
      return { where: sql`term LIKE ${`%${value}%`}`, order: byLength };
    case 'typo':
      // pg_trgm's % at its default similarity 0.3.
      return { where: sql`term % ${value}`, order: sql`similarity(term, ${value}) DESC, term` };
  }
}

function vocabularyPick(n: number, lookup: Lookup): SQL {
  const { where, order } = lookupCondition(lookup);
  return sql`(SELECT ${n}::integer AS tag, term FROM search_terms WHERE ${where}
       ${order ? sql`ORDER BY ${order}` : sql``} LIMIT ${lookup.limit})`;
}

/** The condition on the entry kind, written out so that the planner picks the tier's partial index. */
function kindCondition(kinds: readonly SearchEntryKind[]): SQL {
  const quoted = kinds.map((kind) => `'${kind}'`);
  return sql.raw(quoted.length === 1 ? `e.kind = ${quoted[0]}` : `e.kind IN (${quoted.join(', ')})`);
}

/** Values as a list of SQL parameters. */
export const listOf = (values: ReadonlyArray<string | number>): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

const versesById = (ids: readonly number[]): SQL =>
  sql`(SELECT ${ENTRY_COLUMNS}, e.original FROM search_entries e WHERE e.id IN (${listOf(ids)}))`;

/** Each text's verse with every word, else with any; in these languages if it has one; the earliest. */
const bestVersesOf = ({ textIds, any, every, languages }: BestVerses): SQL =>
  sql`(SELECT DISTINCT ON (e.text_id) ${ENTRY_COLUMNS}, e.original
       FROM search_entries e
       WHERE e.text_id IN (${listOf(textIds)}) AND ${kindCondition(VERSE_KINDS)}
         AND e.tsv @@ ${toTsquery(any)}::tsquery
       ORDER BY e.text_id, e.tsv @@ ${toTsquery(every)}::tsquery DESC, e.language_code IN (${listOf(languages)}) DESC,
         e.is_transliteration, e.verse)`;
