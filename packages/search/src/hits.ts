import type { SearchHit } from './engine.js';
import type { EntryLike, QueryMatcher } from './matcher.js';
import type { RankedText } from './ranking.js';
import { snippetOf } from './snippet.js';

/** A ranked text as a hit: with the verse that matched, when one did. */
export function toHit(
  text: RankedText,
  verse: (EntryLike & { original: string }) | null,
  matcher: QueryMatcher,
): SearchHit {
  if (!verse) {
    return {
      textId: text.textId,
      score: text.score,
      matchedLanguage: null,
      matchedTransliteration: false,
      verse: null,
      matchedTitle: text.named,
      snippet: null,
      highlights: [],
    };
  }
  return {
    textId: text.textId,
    score: text.score,
    matchedLanguage: verse.languageCode,
    matchedTransliteration: verse.isTransliteration,
    verse: verse.verse,
    matchedTitle: text.named,
    ...snippetOf(verse.original, matcher),
  };
}
