import {
  canViewInScripts,
  canonicalAddress,
  firstVerse,
  viewLang,
  type ScriptId,
  type TextViewAddress,
  type ViewContent,
} from '@bhakti/core';
import type { FullText } from '../ui/api.js';
import { scriptFontUrl } from '../ui/font-files.js';
import type { PageHead } from '../ui/head.js';
import { urls } from '../ui/urls.js';
import type { BesideChoice } from './parallel-view.js';
import type { ReadingView } from './reading-view.js';
import { scriptViewLanguage, type ViewWords } from './script-view.js';

/** What beside value reads as "with meaning": the English translation beside the verses. */
const MEANING = 'en';

/**
 * The head of a text page (ADR 030). Each view of the text is a page of its own: its title
 * and description name the view as a reader would ("Hanuman Chalisa in Telugu script"), and its
 * canonical address is its own (an address showing the same as another, such as the default
 * language named in the query, is canonical to that one). The server adds the whole cluster
 * as hreflang alternates (public/linked-data.ts): the browser's bundle carries no cluster.
 */
export function textHead(
  text: FullText,
  view: ReadingView,
  script: ScriptId,
  beside: BesideChoice | null,
  /** The words of the interface's language, and its name for one text of the category (`Chalisa`). */
  words: ViewWords & { category: string },
): PageHead {
  const address = view.content ? canonicalAddress(text.contents, view.content, script) : null;
  const name = address && view.content ? viewName(text, { address, content: view.content }, beside, words) : text.title;
  const path = address ? urls.text(text.slug, { ...address, beside: beside?.value }) : urls.text(text.slug);
  const about =
    text.description ??
    (view.content ? firstVerse(view.content.content)?.join(' ') : undefined) ??
    words.t('reading.head.about', { title: text.title, category: words.category.toLowerCase() });
  const language = scriptViewLanguage(view.content);
  const font = view.content ? scriptFontUrl(language ? viewLang(language, script) : view.lang) : null;
  return {
    title: name,
    description: name === text.title ? about : `${name}. ${about}`,
    path,
    fonts: font ? [font] : [],
  };
}

/**
 * A view's name in the reader's terms: "Hanuman Chalisa" (the default view), "Hanuman Chalisa —
 * Hindi", "Hanuman Chalisa — English Transliteration", "Hanuman Chalisa in Telugu script" (the
 * language named too when the text has two Devanagari originals), "Gayatri Mantra — Sanskrit
 * with meaning" (English beside), "Hanuman Chalisa — Hindi, beside Telugu script".
 */
export function viewName(
  text: FullText,
  { address, content }: { address: TextViewAddress; content: ViewContent },
  beside: BesideChoice | null,
  words: ViewWords,
): string {
  const { t } = words;
  const language = content.isTransliteration ? words.transliteration : words.language(content.languageCode);
  let name = text.title;
  if (address.script) {
    const script =
      address.script === 'iast'
        ? t('reading.head.iast')
        : t('reading.head.script', { script: words.script(address.script) });
    name = namesDevanagariLanguage(text, address.language)
      ? t('reading.head.languageInScript', { name, language, script })
      : t('reading.head.inScript', { name, script });
  } else if (address.language || address.transliteration || beside) {
    name = t('reading.head.language', { name, language });
  }
  if (!beside) return name;
  return beside.value === MEANING
    ? t('reading.head.withMeaning', { name })
    : t('reading.head.beside', { name, beside: beside.name });
}

/** A script view names its language when it is not the default view's and the text has several Devanagari originals. */
function namesDevanagariLanguage(text: FullText, language: string | null): boolean {
  if (!language) return false;
  return text.contents.filter((c) => !c.isTransliteration && canViewInScripts(c.languageCode)).length > 1;
}
