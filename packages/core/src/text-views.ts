import { LANGUAGE_CODES, chooseReadingLanguage, orderLanguages } from './languages.js';
import { SCRIPT_IDS, canViewInScripts, viewLang, type ScriptId } from './view-scripts.js';

// The views of a text that are pages of their own (ADR 030): what the reading page shows for
// an address, which address is each view's canonical one, and the hreflang of each. The web
// app's heads and the server's sitemap both read them from here, so that they never disagree.

/** A content row as far as choosing a view needs it. */
export interface ViewContent {
  languageCode: string;
  isTransliteration: boolean;
}

/** What an address asks for: `?language=` and `view=transliteration`. */
export interface ViewChoice {
  language: string | null;
  transliteration: boolean;
}

/** The content a choice shows: one language's content, or the English transliteration. */
export interface ChosenContent<T extends ViewContent> {
  language: string | null;
  transliteration: boolean;
  content: T | null;
}

/** The transliteration to show: of the asked language, else the English one, else any. */
export function findTransliteration<T extends ViewContent>(
  contents: readonly T[],
  language: string | null = null,
): T | null {
  return (
    (language ? contents.find((c) => c.isTransliteration && c.languageCode === language) : undefined) ??
    contents.find((c) => c.isTransliteration && c.languageCode === 'en') ??
    contents.find((c) => c.isTransliteration) ??
    null
  );
}

/**
 * docs/product.md. On load, the address's language when the text has it, else the first of the
 * preference order the text has. A language the reader chooses is shown as chosen: its own
 * content, else its transliteration, else none.
 */
export function chooseContent<T extends ViewContent>(
  contents: readonly T[],
  choice: ViewChoice,
  chosen = false,
): ChosenContent<T> {
  return contentAmong(contents, orderLanguages(contents.map((c) => c.languageCode)), choice, chosen);
}

/** `chooseContent`, the text's languages (`orderLanguages` of its contents) given. */
function contentAmong<T extends ViewContent>(
  contents: readonly T[],
  available: readonly string[],
  choice: ViewChoice,
  chosen: boolean,
): ChosenContent<T> {
  const transliteration = findTransliteration(contents, choice.language);
  if (choice.transliteration && transliteration) {
    return { language: 'en', transliteration: true, content: transliteration };
  }
  const language = chosen ? choice.language : chooseReadingLanguage(available, choice.language);
  const content =
    contents.find((c) => c.languageCode === language && !c.isTransliteration) ??
    contents.find((c) => c.languageCode === language && c.isTransliteration) ??
    null;
  return { language, transliteration: false, content };
}

/** The first original that is not English (in the preference order): what a transliteration is of. */
export function firstOriginal<T extends ViewContent>(contents: readonly T[]): T | undefined {
  const ordered = orderLanguages(
    contents.filter((c) => !c.isTransliteration && c.languageCode !== 'en').map((c) => c.languageCode),
  );
  return contents.find((c) => !c.isTransliteration && c.languageCode === ordered[0]);
}

/** BCP 47 tag of a Roman transliteration of a text whose original is in `original`. */
export function transliterationTag(original: string | null): string {
  return original && original !== 'en' ? `${original}-Latn` : 'en';
}

/** The query of a view's address: the default view's language and the original script are left out. */
export interface TextViewAddress {
  language: string | null;
  transliteration: boolean;
  script: ScriptId | null;
}

/** One page of a text's cluster of views. */
export interface TextClusterView {
  address: TextViewAddress;
  /** Its hreflang; null when another view of the cluster carries the same tag. */
  hreflang: string | null;
  /** The content it shows, and the script it is shown in (null: as stored). */
  content: ViewContent;
  script: ScriptId | null;
}

/**
 * The script views in the order they claim hreflang tags: simple Roman before IAST, so that of
 * the two Latin views, simple Roman (what a reader searching in English letters types) carries
 * `{language}-Latn`, unless the typed English Transliteration already does (it comes first).
 */
const CLUSTER_SCRIPTS: readonly ScriptId[] = [
  ...SCRIPT_IDS.filter((script) => script !== 'devanagari' && script !== 'iast'),
  'iast',
];

/** The view an address shows, as a key: the content and the script it is shown in. */
function viewKey(content: ViewContent | null, script: ScriptId | null): string {
  return content ? `${content.languageCode}|${content.isTransliteration}|${script ?? ''}` : '';
}

/** The script the view is shown in: only a Devanagari original can be shown in another. */
function shownScript(content: ViewContent | null, script: ScriptId | null): ScriptId | null {
  return content && !content.isTransliteration && canViewInScripts(content.languageCode) && script !== 'devanagari'
    ? script
    : null;
}

/**
 * Every view of a text that is a page of its own, each with the one address that is its
 * canonical: the default view (no query), each language the text has, its English
 * Transliteration, and each script view of each Devanagari original. Addresses that show the
 * same as an earlier one (the default language named in the query, `?language=en` showing
 * the transliteration) are left out: their canonical is that earlier one (`canonicalAddress`).
 */
export function textViewCluster(contents: readonly ViewContent[]): TextClusterView[] {
  const available = orderLanguages(contents.map((c) => c.languageCode));
  const candidates = viewAddresses(available);
  const views: TextClusterView[] = [];
  const seen = new Set<string>();
  const add = (address: TextViewAddress, content: ViewContent, script: ScriptId | null) => {
    const key = viewKey(content, script);
    if (seen.has(key)) return;
    seen.add(key);
    views.push({ address, content, script, hreflang: null });
  };
  for (const address of candidates) {
    const { content } = contentAmong(contents, available, address, false);
    if (content) add(address, content, null);
  }
  for (const view of [...views]) {
    if (shownScript(view.content, 'telugu') === null) continue;
    for (const script of CLUSTER_SCRIPTS) add({ ...view.address, script }, view.content, script);
  }
  const original = firstOriginal(contents)?.languageCode ?? null;
  const tags = new Set<string>();
  for (const view of views) {
    const tag = hreflangOf(view, original);
    if (tags.has(tag)) continue;
    tags.add(tag);
    view.hreflang = tag;
  }
  return views;
}

/**
 * The most views a text can have: the default view, a view per language (its content or its
 * transliteration), the English Transliteration, and every other script of each Devanagari
 * language. The sitemap sizes its children by it.
 */
export const MAX_TEXT_VIEWS =
  1 + LANGUAGE_CODES.length + 1 + LANGUAGE_CODES.filter(canViewInScripts).length * (SCRIPT_IDS.length - 1);

function hreflangOf(view: TextClusterView, original: string | null): string {
  const { content, script } = view;
  if (content.isTransliteration) return transliterationTag(original);
  if (script && canViewInScripts(content.languageCode)) return viewLang(content.languageCode, script);
  return content.languageCode;
}

/** The addresses of a text's views in the script it is stored in, in the order they claim their content. */
function viewAddresses(available: readonly string[]): TextViewAddress[] {
  return [
    { language: null, transliteration: false, script: null },
    ...available.map((language) => ({ language, transliteration: false, script: null })),
    { language: 'en', transliteration: true, script: null },
  ];
}

/**
 * The canonical address of what an address shows — the address of the cluster's view showing
 * the same content in the same script (`textViewCluster`), found without making the cluster
 * (the browser names views without it) — or null for an address that shows no content.
 */
export function canonicalAddress(
  contents: readonly ViewContent[],
  content: ViewContent | null,
  script: ScriptId | null,
): TextViewAddress | null {
  if (!content) return null;
  const available = orderLanguages(contents.map((c) => c.languageCode));
  const key = viewKey(content, null);
  const address = viewAddresses(available).find(
    (candidate) => viewKey(contentAmong(contents, available, candidate, false).content, null) === key,
  );
  return address ? { ...address, script: shownScript(content, script) } : null;
}
