import { compareLanguages } from '@bhakti/core';
import type { SearchEntryKind } from '@bhakti/db';
import { KIND_WEIGHTS, VERSE_KINDS, isVerse, type EntryLike, type QueryMatcher } from './matcher.js';

export interface TextFacts {
  title: string;
  isPopular: boolean;
  popularity: number;
}

export interface RankedText {
  textId: number;
  score: number;
  /** How many of the query's required words the text matches anywhere. */
  coverage: number;
  /** Whether one place of the text (its title, metadata, a verse) holds every required word (so the text does too). */
  whole: boolean;
  /** Whether its title or metadata (deity, category, author) holds every required word: the text itself was named. */
  named: boolean;
}

const COHESION_SHARE = 0.6;
/** The entries that name the text rather than quote it. */
const NAMING_KINDS: readonly SearchEntryKind[] = ['title', 'meta'];
/** For a verse in the query's script (the only entries written in a language). */
const SCRIPT_BONUS = 0.02;

interface TextTally {
  bestPerWord: number[];
  cohesion: number;
  whole: boolean;
  named: boolean;
  inQueryScript: boolean;
}

/**
 * What each text's entries show of the query, entry by entry: entries can be added stage by
 * stage (adding one twice changes nothing), and the texts scored at any time.
 */
export class TextTallies {
  private readonly tallies = new Map<number, TextTally>();

  constructor(private readonly matcher: QueryMatcher) {}

  add(entries: readonly EntryLike[]): void {
    const matcher = this.matcher;
    for (const entry of entries) {
      const qualities = matcher.entryQualities(entry);
      if (!qualities.some((q) => q > 0)) continue;
      let tally = this.tallies.get(entry.textId);
      if (!tally) {
        tally = { bestPerWord: qualities.map(() => 0), cohesion: 0, whole: false, named: false, inQueryScript: false };
        this.tallies.set(entry.textId, tally);
      }
      const weight = KIND_WEIGHTS[entry.kind];
      const best = tally.bestPerWord;
      for (let i = 0; i < qualities.length; i++) best[i] = Math.max(best[i] ?? 0, weight * (qualities[i] ?? 0));
      // The entry's score (matcher.entryScore) from the qualities at hand.
      tally.cohesion = Math.max(tally.cohesion, weight * matcher.weightedMean(qualities));
      const holdsEveryWord = matcher.coverage(qualities) === matcher.requiredCount;
      tally.whole ||= holdsEveryWord;
      tally.named ||= holdsEveryWord && NAMING_KINDS.includes(entry.kind);
      tally.inQueryScript ||= isVerse(entry) && matcher.inQueryScript(entry);
    }
  }

  /**
   * The texts that match at least half of the words that match anything at all (function
   * words count only a little and never as a word matched), scored, in no order.
   */
  scored(): RankedText[] {
    const ranked: RankedText[] = [];
    this.forEachCounted((textId, tally, coverage) =>
      ranked.push({ textId, coverage, whole: tally.whole, named: tally.named, score: this.scoreOf(tally) }),
    );
    return ranked;
  }

  /** How many of the texts `scored` answers hold every word in one place and score at least `bound` (none of them made). */
  wholeScoringAtLeast(bound: number): number {
    let count = 0;
    this.forEachCounted((_, tally) => {
      if (tally.whole && this.scoreOf(tally) >= bound) count++;
    });
    return count;
  }

  /** The texts that count (see `scored`), with how many required words each matches. */
  private forEachCounted(visit: (textId: number, tally: TextTally, coverage: number) => void): void {
    const minCoverage = this.minCoverage();
    for (const [textId, tally] of this.tallies) {
      const coverage = this.matcher.coverage(tally.bestPerWord);
      if (coverage >= minCoverage) visit(textId, tally, coverage);
    }
  }

  /** Half of the required words that some text matches (at least one). */
  private minCoverage(): number {
    const matched = this.matcher.query.words.map(() => 0);
    for (const tally of this.tallies.values()) {
      for (let i = 0; i < matched.length; i++) if ((tally.bestPerWord[i] ?? 0) > 0) matched[i] = 1;
    }
    return Math.max(1, Math.ceil(this.matcher.coverage(matched) / 2));
  }

  private scoreOf(tally: TextTally): number {
    return (
      COHESION_SHARE * tally.cohesion +
      (1 - COHESION_SHARE) * this.matcher.weightedMean(tally.bestPerWord) +
      (tally.inQueryScript ? SCRIPT_BONUS : 0)
    );
  }
}

/**
 * Texts best first: those that match more of the query's words; then those with every
 * word in one place (a title, a verse: what the devotee typed together) before those
 * with the words scattered; then by score — the best single place that matches blended
 * with each word's best place — then popular texts, then by title (see `TextTallies` for
 * which texts count).
 */
export function rankTexts(
  entries: readonly EntryLike[],
  matcher: QueryMatcher,
  facts: ReadonlyMap<number, TextFacts>,
): RankedText[] {
  const tallies = new TextTallies(matcher);
  tallies.add(entries);
  return sortRanked(tallies.scored(), facts);
}

/** Texts in the order of `rankTexts`. */
export function sortRanked(texts: readonly RankedText[], facts: ReadonlyMap<number, TextFacts>): RankedText[] {
  // Without facts, texts that match alike are in id order (compareRanked's last rule): no titles compared.
  if (facts.size === 0) return [...texts].sort((a, b) => compareMatches(a, b) || a.textId - b.textId);
  return [...texts].sort((a, b) => compareRanked(a, b, facts));
}

/** Whether `a` ranks before `b` whatever their facts (popularity, title) say. */
export function rankedBefore(a: RankedText, b: RankedText): boolean {
  return compareMatches(a, b) < 0;
}

function compareMatches(a: RankedText, b: RankedText): number {
  return b.coverage - a.coverage || Number(b.whole) - Number(a.whole) || b.score - a.score;
}

/**
 * The best score a text can reach from entries of these kinds alone, when each query
 * word's best match has the given weighted mean quality (`reach`, 1 for exact words).
 */
export function bestScoreWithin(kinds: readonly SearchEntryKind[], reach: number): number {
  return Math.max(...kinds.map((kind) => KIND_WEIGHTS[kind] * reach + (VERSE_KINDS.includes(kind) ? SCRIPT_BONUS : 0)));
}

/** The order of `localeCompare` without its cost per call (a sort compares thousands of times). */
const byTitle = new Intl.Collator().compare;

function compareRanked(a: RankedText, b: RankedText, facts: ReadonlyMap<number, TextFacts>): number {
  const fa = facts.get(a.textId);
  const fb = facts.get(b.textId);
  return (
    compareMatches(a, b) ||
    Number(fb?.isPopular ?? false) - Number(fa?.isPopular ?? false) ||
    (fb?.popularity ?? 0) - (fa?.popularity ?? 0) ||
    byTitle(fa?.title ?? '', fb?.title ?? '') ||
    a.textId - b.textId
  );
}

/** The verse to show for a text: the best match, in the query's script if it has one, originals first. */
export function bestVerse<T extends EntryLike>(verses: readonly T[], matcher: QueryMatcher): T | null {
  let best: T | null = null;
  let bestScore = 0;
  for (const verse of verses) {
    const score = matcher.entryScore(verse) + (matcher.inQueryScript(verse) ? SCRIPT_BONUS : 0);
    if (score > bestScore || (best && score === bestScore && compareVerses(verse, best) < 0)) {
      best = verse;
      bestScore = score;
    }
  }
  return bestScore > 0 ? best : null;
}

function compareVerses(a: EntryLike, b: EntryLike): number {
  return (
    Number(a.isTransliteration) - Number(b.isTransliteration) ||
    compareLanguages(a.languageCode ?? '', b.languageCode ?? '') ||
    (a.verse ?? 0) - (b.verse ?? 0)
  );
}
