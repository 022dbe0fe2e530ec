import { SCRIPT_IDS, languageName, orderContents, type ScriptId } from '@bhakti/core';
import type { FullText } from '../ui/api.js';
import { readingView, transliterationOf, type ReadingView } from './reading-view.js';
import { ORIGINAL_SCRIPT, parseScript, scriptLabel, scriptViewLanguage } from './script-view.js';

/** The reading page's `?beside=`: a language code, `transliteration`, or a script id. */
export const BESIDE_PARAM = 'beside';
const TRANSLITERATION = 'transliteration';

/** What is shown beside the main view: another view of the text, or the main view in another script. */
export type Beside =
  { kind: 'view'; view: ReadingView; name: string } | { kind: 'script'; script: ScriptId; name: string };

export interface BesideChoice {
  value: string;
  name: string;
}

/** What can go beside `view`: the text's other languages, its transliteration, the script views of a Devanagari view. */
export function besideChoices(text: FullText, view: ReadingView): BesideChoice[] {
  const languages = orderContents(text.contents)
    .filter((content) => !content.isTransliteration && content.languageCode !== view.language)
    .map((content) => ({ value: content.languageCode, name: languageName(content.languageCode) }));
  const transliteration =
    !view.transliteration && transliterationOf(text)
      ? [{ value: TRANSLITERATION, name: 'English Transliteration' }]
      : [];
  const scripts = scriptViewLanguage(view.content)
    ? SCRIPT_CHOICES.map((script) => ({ value: script, name: `${scriptLabel(script)} script` }))
    : [];
  return [...languages, ...transliteration, ...scripts];
}

/** The script views that can go beside a Devanagari original: every script but its own. */
const SCRIPT_CHOICES: readonly ScriptId[] = SCRIPT_IDS.filter((script) => script !== ORIGINAL_SCRIPT);

/** The address's `?beside=`, when it names something that can go beside this view. */
export function besideFromSearch(text: FullText, view: ReadingView, search: URLSearchParams): Beside | null {
  const value = search.get(BESIDE_PARAM);
  const choice = value ? besideChoices(text, view).find((c) => c.value === value) : undefined;
  if (!value || !choice) return null;
  const script = parseScript(value);
  if (script && script !== ORIGINAL_SCRIPT) return { kind: 'script', script, name: choice.name };
  const transliteration = value === TRANSLITERATION;
  const beside = readingView(text, { language: transliteration ? 'en' : value, transliteration }, true);
  return beside.content ? { kind: 'view', view: beside, name: choice.name } : null;
}

/** The query with `beside` set (or removed for null), the other parameters kept. */
export function withBeside(search: URLSearchParams, value: string | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value) next.set(BESIDE_PARAM, value);
  else next.delete(BESIDE_PARAM);
  return next;
}
