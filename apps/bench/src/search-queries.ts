import { searchKey } from '@bhakti/core';
import type { Library } from './corpus.js';
import { seededRandom } from './generated-library.js';

/**
 * Distinct, realistic search queries for the search load bench: what devotees type —
 * one to three words of titles, deity names and their other names, a few words of a line
 * (Latin or Devanagari), with typos and half-typed last words — and never the same query
 * twice, not even in another case or spacing (no two share a search key), so that no
 * cache of answers can serve one from another.
 */

/** The queries of the latency bench, by kind (search-latency.bench.ts). */
export const QUERY_KINDS: Readonly<Record<string, readonly string[]>> = {
  '1 word': ['hanuman', 'ganesh', 'shiva', 'krishna', 'lakshmi', 'durga', 'ram', 'govinda', 'mantra', 'aarti'],
  '2 words': [
    'hanuman chalisa',
    'jai ganesh',
    'om namah',
    'shiv tandav',
    'gayatri mantra',
    'jai ambe',
    'krishna govinda',
    'vitthal aarti',
    'lakshmi mata',
    'ram raksha',
  ],
  misspelled: [
    'hanumn chalisa',
    'gaytri mantr',
    'lakshmy',
    'ganapathy',
    'krisna',
    'shiv tandaw',
    'vishnu sahastranam',
    'durgha',
    'mahalaxmi',
    'saraswathi',
  ],
  Devanagari: [
    'हनुमान चालीसा',
    'जय गणेश',
    'शिव',
    'राम',
    'गोविन्द',
    'लक्ष्मी माता',
    'ॐ नमः शिवाय',
    'दुर्गा',
    'कृष्ण',
    'गायत्री मंत्र',
  ],
};

/** Words that say which text is meant, beside the titles' and the deities' own. */
const COMMON_WORDS = [
  'aarti',
  'chalisa',
  'mantra',
  'stotram',
  'stotra',
  'ashtakam',
  'bhajan',
  'jai',
  'om',
  'shri',
  'mata',
  'namah',
  'vandana',
  'stuti',
  'ki',
  'ji',
];

/** Devanagari words beside those of the latency bench's queries and the corpus's verses. */
const DEVANAGARI_WORDS = ['आरती', 'स्तोत्रम्', 'अम्बे', 'विष्णु', 'भजन', 'वंदना'];

const VOWELS = 'aeiou';

/** The words of a line or title, as typed: letters only, no punctuation or verse numbers. */
function wordsOf(line: string): string[] {
  return line
    .normalize('NFC')
    .split(/[\s\-–—,.;:!?'"()[\]{}|।॥0-9०-९]+/u)
    .filter((word) => word.length >= 2);
}

export interface QueryPools {
  /** Latin words of titles, deity names and aliases, and the common words of devotion. */
  latin: string[];
  /** Devanagari words of the corpus's Hindi, Sanskrit and Marathi verses, and common ones. */
  devanagari: string[];
  /** Lines of the corpus (Latin and Devanagari), to take a few words of. */
  lines: string[];
}

/** The words and lines queries are made of, from the corpus. */
export function queryPools(corpus: Library): QueryPools {
  const names = corpus.deities.flatMap((deity) => [String(deity.name ?? ''), ...(deity.aliases ?? [])]);
  const titles = corpus.texts.map((text) => text.title);
  const benchWords = Object.values(QUERY_KINDS).flat().flatMap(wordsOf);
  const latin = new Set([...titles, ...names, ...benchWords].flatMap(wordsOf).map((w) => w.toLowerCase()));
  for (const word of COMMON_WORDS) latin.add(word);
  const devanagari = new Set([...DEVANAGARI_WORDS, ...benchWords.filter((w) => !/^[a-z]+$/i.test(w))]);
  const lines: string[] = [];
  for (const content of corpus.texts.flatMap((text) => text.contents)) {
    const contentLines = content.content.split('\n').filter((line) => wordsOf(line).length >= 3);
    const indic = ['hi', 'sa', 'mr'].includes(content.languageCode) && !content.isTransliteration;
    if (indic) for (const word of contentLines.slice(0, 8).flatMap(wordsOf)) devanagari.add(word);
    if (indic || content.isTransliteration) lines.push(...contentLines);
  }
  return { latin: [...latin].filter((w) => /^[a-z]+$/.test(w)), devanagari: [...devanagari], lines };
}

/** A typo: a letter dropped, doubled, swapped with the next, or a vowel for another. */
function misspell(word: string, random: () => number): string {
  const letters = [...word];
  if (letters.length < 4) return word;
  const at = 1 + Math.floor(random() * (letters.length - 2));
  const kind = Math.floor(random() * 4);
  if (kind === 0) letters.splice(at, 1);
  else if (kind === 1) letters.splice(at, 0, letters[at] ?? '');
  else if (kind === 2) [letters[at], letters[at + 1]] = [letters[at + 1] ?? '', letters[at] ?? ''];
  else letters[at] = VOWELS[Math.floor(random() * VOWELS.length)] ?? 'a';
  return letters.join('');
}

/** A word still being typed: its first three letters or more. */
function prefixOf(word: string, random: () => number): string {
  const letters = [...word];
  if (letters.length <= 4) return word;
  return letters.slice(0, 3 + Math.floor(random() * (letters.length - 3))).join('');
}

/** Capitalised as some type it: "Hanuman", "HANUMAN" or as it is. */
function casing(query: string, random: () => number): string {
  const roll = random();
  if (roll < 0.2)
    return query.replace(/(^| )(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
  if (roll < 0.25) return query.toUpperCase();
  return query;
}

function makeQuery(pools: QueryPools, random: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const roll = random();
  let words: string[];
  if (roll < 0.2) {
    // A few words of a line, as remembered.
    const line = wordsOf(pick(pools.lines));
    const count = 2 + Math.floor(random() * 3);
    const start = Math.floor(random() * Math.max(1, line.length - count + 1));
    words = line.slice(start, start + count);
  } else {
    const pool = roll < 0.35 ? pools.devanagari : pools.latin;
    const count = 1 + Math.floor(random() * 3);
    words = Array.from({ length: count }, () => pick(pool));
    // Typos in Latin words; Devanagari is typed by choosing letters.
    if (pool === pools.latin) words = words.map((word) => (random() < 0.25 ? misspell(word, random) : word));
  }
  const last = words.length - 1;
  if (random() < 0.2 && words[last]) words[last] = prefixOf(words[last], random);
  return casing(words.join(' '), random);
}

/**
 * `count` distinct queries (by search key), the same for the same seed: about 20 % a few
 * words of a line, 15 % Devanagari words, the rest 1–3 Latin words of titles, names and
 * common words, a quarter of those words misspelled; a fifth end half-typed.
 */
export function distinctQueries(pools: QueryPools, count: number, seed = 2024): string[] {
  const random = seededRandom(seed);
  const seen = new Set<string>();
  const queries: string[] = [];
  let attempts = 0;
  while (queries.length < count) {
    if (++attempts > count * 50) throw new Error(`only ${queries.length} distinct queries of ${count} could be made`);
    const query = makeQuery(pools, random);
    const key = searchKey(query);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    queries.push(query);
  }
  return queries;
}
