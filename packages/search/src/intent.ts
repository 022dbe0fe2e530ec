import { LANGUAGES, SCRIPTS, searchKey, type LanguageCode, type ScriptId } from '@bhakti/core';

/**
 * What a query asks of the view beside which texts it names: "hanuman chalisa in telugu",
 * "shiv chalisa meaning". The words that say it are taken out of the words searched, so
 * that they select a view instead of matching texts that mention Telugu.
 */
export interface SearchIntent {
  /** The language asked for ("in hindi", "tamil"). */
  language: LanguageCode | null;
  /** The script asked for ("telugu", "gurmukhi", "iast"): a script view of Devanagari content when the text lacks the language. */
  script: ScriptId | null;
  /** The meaning asked for ("meaning", "translation"): the English translation beside the verses. */
  meaning: boolean;
}

export const NO_INTENT: SearchIntent = { language: null, script: null, meaning: false };

type IntentWord = { language: LanguageCode | null; script: ScriptId | null } | 'meaning';

/**
 * The script view that stands in for a language a text lacks: its script, when it is one of
 * the views; for English, the readable Roman letters.
 */
function scriptOfLanguage(code: LanguageCode): ScriptId | null {
  if (code === 'en') return 'roman';
  const script = LANGUAGES[code].script;
  return script in SCRIPTS && script !== 'devanagari' ? (script as ScriptId) : null;
}

/** Every way the library knows to name a language or script, and the words for "meaning", by search key. */
const INTENT_WORDS: ReadonlyMap<string, IntentWord> = (() => {
  const words = new Map<string, IntentWord>();
  const add = (names: readonly string[], intent: IntentWord) => {
    for (const name of names) {
      const key = searchKey(name);
      if (key !== '' && !key.includes(' ')) words.set(key, intent);
    }
  };
  for (const language of Object.values(LANGUAGES)) {
    add([language.name, language.nativeName], { language: language.code, script: scriptOfLanguage(language.code) });
  }
  add(['Bangla'], { language: 'bn', script: 'bengali' });
  add(['हिंदी'], { language: 'hi', script: null });
  for (const script of ['gurmukhi', 'iast'] as const) {
    add([SCRIPTS[script].label, SCRIPTS[script].nativeLabel], { language: null, script });
  }
  add(['Punjabi', 'ਪੰਜਾਬੀ'], { language: null, script: 'gurmukhi' });
  add(['meaning', 'meanings', 'translation'], 'meaning');
  return words;
})();

/**
 * The query's keys without the words of its intent, and that intent. A query made only of
 * such words ("telugu", "meaning") asks for texts that hold them, and is searched as typed;
 * so is a word that only stop words keep company with.
 */
export function readIntent(
  keys: readonly string[],
  isStopWord: (key: string) => boolean,
): { keys: string[]; intent: SearchIntent } {
  const searched = keys.filter((key) => !INTENT_WORDS.has(key));
  if (searched.every(isStopWord)) return { keys: [...keys], intent: NO_INTENT };
  const intent = { ...NO_INTENT };
  for (const key of keys) {
    const word = INTENT_WORDS.get(key);
    if (word === 'meaning') intent.meaning = true;
    else if (word && intent.language === null && intent.script === null) Object.assign(intent, word);
  }
  return { keys: searched, intent };
}

/** The intent as part of a query's identity: '' when there is none. */
export function intentIdentity(intent: SearchIntent): string {
  if (!intent.language && !intent.script && !intent.meaning) return '';
  return ` view:${intent.language ?? ''}/${intent.script ?? ''}${intent.meaning ? '/meaning' : ''}`;
}
