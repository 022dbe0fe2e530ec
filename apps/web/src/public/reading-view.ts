import { chooseReadingLanguage, orderContents } from '@bhakti/core';
import type { FullText, TextContent } from '../ui/api.js';
import { transliterationTag } from '../ui/content-language.js';
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
  return (
    (language ? text.contents.find((c) => c.isTransliteration && c.languageCode === language) : undefined) ??
    text.contents.find((c) => c.isTransliteration && c.languageCode === 'en') ??
    text.contents.find((c) => c.isTransliteration) ??
    null
  );
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

/**
 * docs/product.md. On load, the URL's language when the text has it, else the first of the
 * preference order the text has. A language the reader chooses is shown as chosen: its own
 * content, else its transliteration, else 'Content not available in this language.'
 */
export function readingView(text: FullText, choice: ReadingChoice, chosen = false): ReadingView {
  const original = orderContents(text.contents).find((c) => !c.isTransliteration && c.languageCode !== 'en');
  const transliteration = transliterationOf(text, choice.language);
  if (choice.transliteration && transliteration) {
    return {
      language: 'en',
      transliteration: true,
      content: transliteration,
      lang: transliterationTag(original?.languageCode ?? null),
    };
  }
  const language = chosen ? choice.language : chooseReadingLanguage(text.availableLanguages, choice.language);
  const content =
    text.contents.find((c) => c.languageCode === language && !c.isTransliteration) ??
    text.contents.find((c) => c.languageCode === language && c.isTransliteration) ??
    null;
  const lang = content?.isTransliteration ? transliterationTag(original?.languageCode ?? null) : (language ?? 'en');
  return { language, transliteration: false, content, lang };
}
