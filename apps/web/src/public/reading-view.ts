import { chooseContent, findTransliteration, firstOriginal, transliterationTag } from '@bhakti/core';
import type { FullText, TextContent } from '../ui/api.js';
import { TRANSLITERATION_VIEW } from '../ui/urls.js';

/** What the reader sees: one language's content, or the English transliteration. */
export interface ReadingView {
  language: string | null;
  transliteration: boolean;
  content: TextContent | null;
  /** BCP 47 tag of the shown content. */
  lang: string;
}

/** The transliteration to show: of the asked language, else the English one, else any. */
export function transliterationOf(text: FullText, language: string | null = null): TextContent | null {
  return findTransliteration(text.contents, language);
}

/** A language tab, or the English Transliteration tab. */
export interface ReadingChoice {
  language: string | null;
  transliteration: boolean;
}

/** What the URL asks for: `?language=` and `view=transliteration`. */
export function choiceFromSearch(search: URLSearchParams): ReadingChoice {
  return { language: search.get('language'), transliteration: search.get('view') === TRANSLITERATION_VIEW };
}

/** What the reader sees for a choice (`chooseContent` in @bhakti/core: docs/product.md), with its `lang`. */
export function readingView(text: FullText, choice: ReadingChoice, chosen = false): ReadingView {
  const { language, transliteration, content } = chooseContent(text.contents, choice, chosen);
  const original = firstOriginal(text.contents)?.languageCode ?? null;
  const lang = content?.isTransliteration ? transliterationTag(original) : (language ?? 'en');
  return { language, transliteration, content, lang };
}
