import { SCRIPT_IDS, orderContents, type ScriptId } from '@bhakti/core';
import type { FullText } from '../ui/api.js';
import { readingView, transliterationOf, type ReadingView } from './reading-view.js';
import { ORIGINAL_SCRIPT, parseScript, scriptViewLanguage, type ViewWords } from './script-view.js';

/** The reading page's `?beside=`: a language code, `transliteration`, or a script id. */
export const BESIDE_PARAM = 'beside';
const TRANSLITERATION = 'transliteration';

/** What is shown beside the main view: another view of the text, or the main view in another script. */
export type Beside = BesideChoice & ({ kind: 'view'; view: ReadingView } | { kind: 'script'; script: ScriptId });

export interface BesideChoice {
  value: string;
  name: string;
}

/** What can go beside `view`: the text's other languages, its transliteration, the script views of a Devanagari view. */
export function besideChoices(text: FullText, view: ReadingView, words: ViewWords): BesideChoice[] {
  const languages = orderContents(text.contents)
    .filter((content) => !content.isTransliteration && content.languageCode !== view.language)
    .map((content) => ({ value: content.languageCode, name: words.language(content.languageCode) }));
  const transliteration =
    !view.transliteration && transliterationOf(text) ? [{ value: TRANSLITERATION, name: words.transliteration }] : [];
  const scripts = scriptViewLanguage(view.content)
    ? SCRIPT_CHOICES.map((script) => ({
        value: script,
        name: words.t('reading.beside.script', { script: words.script(script) }),
      }))
    : [];
  return [...languages, ...transliteration, ...scripts];
}

/** The script views that can go beside a Devanagari original: every script but its own. */
const SCRIPT_CHOICES: readonly ScriptId[] = SCRIPT_IDS.filter((script) => script !== ORIGINAL_SCRIPT);

/** The address's `?beside=`, when it names one of the choices (`besideChoices`) for this view. */
export function besideFromSearch(
  text: FullText,
  choices: readonly BesideChoice[],
  search: URLSearchParams,
): Beside | null {
  const choice = choices.find((c) => c.value === search.get(BESIDE_PARAM));
  if (!choice) return null;
  const script = parseScript(choice.value);
  if (script && script !== ORIGINAL_SCRIPT) return { ...choice, kind: 'script', script };
  const transliteration = choice.value === TRANSLITERATION;
  const beside = readingView(text, { language: transliteration ? 'en' : choice.value, transliteration }, true);
  return beside.content ? { ...choice, kind: 'view', view: beside } : null;
}

/** The query with `beside` set (or removed for null), the other parameters kept. */
export function withBeside(search: URLSearchParams, value: string | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value) next.set(BESIDE_PARAM, value);
  else next.delete(BESIDE_PARAM);
  return next;
}
