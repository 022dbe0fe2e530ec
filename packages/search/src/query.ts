import { detectIndicScheme, searchKey, searchSkeleton } from '@bhakti/core';
import { LRUCache } from 'lru-cache';
import { intentIdentity, readIntent, type SearchIntent } from './intent.js';

const MAX_WORDS = 8;
const MAX_QUERY_LENGTH = 200;

/** NFC, no zero-width joiners, single spaces, bounded length: the query as it is searched. */
export function normalizeQuery(query: string): string {
  return query
    .normalize('NFC')
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH);
}

export interface QueryWord {
  /** The word's search key. */
  readonly key: string;
  readonly skeleton: string;
  /** The last word may still be being typed, so it also matches as a prefix. */
  readonly isLast: boolean;
  /** A function word (ki, ji, the …): it helps the ranking but a text need not have it. */
  readonly optional: boolean;
}

/**
 * Words that say little about which text is meant ("shiv ji ki aarti", "hanuman chalisa
 * lyrics", "maa durga"), as keys: function words and the honorifics put before a name.
 */
export const STOP_WORD_KEYS: ReadonlySet<string> = new Set(
  [
    ...['ki', 'ke', 'ka', 'ji', 'ko', 'se', 'mein', 'hai', 'hain', 'aur', 'lyrics'],
    ...['the', 'of', 'and', 'in', 'with', 'for', 'to', 'at', 'on'],
    ...['shri', 'maa', 'mata', 'maata', 'mother', 'lord'],
  ].map(searchKey),
);
const isStopWord = (key: string) => STOP_WORD_KEYS.has(key);

/** Two neighbouring words that the library may write as one (kanak dhara: kanakadhara). */
export interface QueryCompound {
  /** The two words' keys joined. */
  readonly key: string;
  readonly skeleton: string;
  /** The indexes of the two words. */
  readonly words: readonly [number, number];
}

/** A query as searched; shared by everyone who parses the same query, so never changed. */
export interface ParsedQuery {
  readonly words: readonly QueryWord[];
  readonly compounds: readonly QueryCompound[];
  /** The script the query is written in ('latin' or an Indic script), to prefer snippets in it. */
  readonly script: string;
  /** The view the query asks for ("… in telugu", "… meaning"); its words are not among `words`. */
  readonly intent: SearchIntent;
}

/**
 * The queries parsed last, by what was typed: a search parses its query three times (the
 * response cache's key, the engine, the view it asks for), each time through chains of
 * regular expressions. Longer queries than a search reads are parsed each time.
 */
const parsedQueries = new LRUCache<string, ParsedQuery>({ max: 1000 });

/**
 * The distinct words of a query as search keys (at most eight) but those naming the view it
 * asks for, and each two neighbours joined.
 */
export function parseQuery(query: string): ParsedQuery {
  if (query.length > MAX_QUERY_LENGTH) return parsedAnew(query);
  let parsed = parsedQueries.get(query);
  if (!parsed) parsedQueries.set(query, (parsed = parsedAnew(query)));
  return parsed;
}

function parsedAnew(query: string): ParsedQuery {
  const normalized = normalizeQuery(query);
  const typed = [...new Set(searchKey(normalized).split(' ').filter(Boolean))];
  const { keys, intent } = readIntent(typed, isStopWord);
  return queryOfKeys(keys, detectIndicScheme(normalized) ?? 'latin', intent);
}

/**
 * The query with some of its words read as the known words they run together
 * ("bhajagovindam": bhaja govindam), by word key.
 */
export function withWordsSplit(parsed: ParsedQuery, parts: ReadonlyMap<string, readonly string[]>): ParsedQuery {
  const keys = parsed.words.flatMap((word) => parts.get(word.key) ?? [word.key]);
  return queryOfKeys([...new Set(keys)], parsed.script, parsed.intent);
}

function queryOfKeys(distinct: readonly string[], script: string, intent: SearchIntent): ParsedQuery {
  const keys = distinct.slice(0, MAX_WORDS);
  const onlyStopWords = keys.every(isStopWord);
  return {
    words: keys.map((key, i) => ({
      key,
      skeleton: searchSkeleton(key),
      isLast: i === keys.length - 1,
      optional: !onlyStopWords && isStopWord(key),
    })),
    compounds: keys.slice(1).map((key, i) => {
      const joined = `${keys[i] ?? ''}${key}`;
      return { key: joined, skeleton: searchSkeleton(joined), words: [i, i + 1] as const };
    }),
    script,
    intent,
  };
}

/**
 * What a query's hits depend on, as one string: its script and its words' keys as searched.
 * Both engines read a query only through `parseQuery`, so two queries with the same identity
 * get the same hits ("Hanuman  Chalisa" and "hanuman chalisa", "हनुमान" twice): a cache of
 * answers may key them by it.
 */
export function queryIdentity(query: string): string {
  const { script, words, intent } = parseQuery(query);
  return `${script}:${words.map((word) => word.key).join(' ')}${intentIdentity(intent)}`;
}
