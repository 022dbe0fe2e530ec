import {
  canViewInScripts,
  canonicalView,
  languageName,
  parseVerses,
  textViewCluster,
  viewLang,
  type ScriptId,
  type TextClusterView,
} from '@bhakti/core';
import type { FullText } from '../ui/api.js';
import { singular } from '../ui/category-badge.js';
import { scriptFontUrl } from '../ui/font-files.js';
import type { PageHead } from '../ui/head.js';
import { urls } from '../ui/urls.js';
import type { BesideChoice } from './parallel-view.js';
import type { ReadingView } from './reading-view.js';
import { scriptLabel, scriptViewLanguage } from './script-view.js';

/** What beside value reads as "with meaning": the English translation beside the verses. */
const MEANING = 'en';

/**
 * The head of a text page (ADR 030). Each view of the text is a page of its own: its title
 * and description name the view as a reader would ("Hanuman Chalisa in Telugu script"), its
 * canonical address is its own (an address showing the same as another, such as the default
 * language named in the query, is canonical to that one), and every view lists the whole
 * cluster as hreflang alternates, with the default view as x-default.
 */
export function textHead(text: FullText, view: ReadingView, script: ScriptId, beside: BesideChoice | null): PageHead {
  const cluster = textViewCluster(text.contents);
  const canonical = canonicalView(cluster, view.content, script);
  const name = canonical ? viewName(text, canonical, beside) : text.title;
  const path = canonical ? urls.text(text.slug, { ...canonical.address, beside: beside?.value }) : urls.text(text.slug);
  const firstVerse = view.content ? parseVerses(view.content.content)[0]?.join(' ') : undefined;
  const about = text.description ?? firstVerse ?? `${text.title}, a ${singular(text.categoryName).toLowerCase()}.`;
  const language = scriptViewLanguage(view.content);
  const font = view.content ? scriptFontUrl(language ? viewLang(language, script) : view.lang) : null;
  return {
    title: name,
    description: name === text.title ? about : `${name}. ${about}`,
    path,
    fonts: font ? [font] : [],
    alternates: [
      ...cluster.flatMap((v) => (v.hreflang ? [{ hreflang: v.hreflang, path: urls.text(text.slug, v.address) }] : [])),
      { hreflang: 'x-default', path: urls.text(text.slug) },
    ],
  };
}

/**
 * A view's name in the reader's terms: "Hanuman Chalisa" (the default view), "Hanuman Chalisa —
 * Hindi", "Hanuman Chalisa — English Transliteration", "Hanuman Chalisa in Telugu script" (the
 * language named too when the text has two Devanagari originals), "Gayatri Mantra — Sanskrit
 * with meaning" (English beside), "Hanuman Chalisa — Hindi, beside Telugu script".
 */
export function viewName(text: FullText, view: TextClusterView, beside: BesideChoice | null): string {
  const { address, content } = view;
  const language = content.isTransliteration ? 'English Transliteration' : languageName(content.languageCode);
  let name = text.title;
  if (view.script) {
    name += namesDevanagariLanguage(text, address.language) ? ` — ${language}` : '';
    name += ` in ${view.script === 'iast' ? 'IAST' : `${scriptLabel(view.script)} script`}`;
  } else if (address.language || address.transliteration || beside) {
    name += ` — ${language}`;
  }
  if (!beside) return name;
  return beside.value === MEANING ? `${name} with meaning` : `${name}, beside ${beside.name}`;
}

/** A script view names its language when it is not the default view's and the text has several Devanagari originals. */
function namesDevanagariLanguage(text: FullText, language: string | null): boolean {
  if (!language) return false;
  return text.contents.filter((c) => !c.isTransliteration && canViewInScripts(c.languageCode)).length > 1;
}
