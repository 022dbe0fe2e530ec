import {
  chooseReadingLanguage,
  isLanguageCode,
  languageName,
  parseVerses,
  viewLang,
  type ScriptId,
} from '@bhakti/core';
import type { FullText } from '../ui/api.js';
import { singular } from '../ui/category-badge.js';
import { scriptFontUrl } from '../ui/font-files.js';
import type { PageHead } from '../ui/head.js';
import { urls } from '../ui/urls.js';
import type { ReadingView } from './reading-view.js';
import { scriptViewLanguage } from './script-view.js';

/** The head of a text page: title and description of the view asked for, its canonical path, font and alternates. */
export function textHead(text: FullText, view: ReadingView, requested: string | null, script: ScriptId): PageHead {
  const defaultLanguage = chooseReadingLanguage(text.availableLanguages, null);
  const path = view.transliteration
    ? urls.text(text.slug, { language: 'en', transliteration: true })
    : requested && requested === view.language && requested !== defaultLanguage
      ? urls.text(text.slug, { language: requested })
      : urls.text(text.slug);
  const originals = text.contents.filter((c) => !c.isTransliteration && isLanguageCode(c.languageCode));
  const firstVerse = view.content ? parseVerses(view.content.content)[0]?.join(' ') : undefined;
  const language = scriptViewLanguage(view.content);
  const font = view.content ? scriptFontUrl(language ? viewLang(language, script) : view.lang) : null;
  return {
    title:
      view.language && !view.transliteration && requested
        ? `${text.title} (${languageName(view.language)})`
        : text.title,
    description: text.description ?? firstVerse ?? `${text.title}, a ${singular(text.categoryName).toLowerCase()}.`,
    path,
    fonts: font ? [font] : [],
    alternates:
      originals.length > 1
        ? [
            ...originals.map((c) => ({
              hreflang: c.languageCode,
              path: urls.text(text.slug, { language: c.languageCode }),
            })),
            { hreflang: 'x-default', path: urls.text(text.slug) },
          ]
        : [],
  };
}
