import { SCRIPTS, SCRIPT_IDS, canViewInScripts, type DevanagariLanguage, type ScriptId } from '@bhakti/core';
import { useDisplayNames } from '../i18n/display-names.js';
import { useT, type Translate } from '../i18n/interface.js';

/** The reading page's `?script=` parameter: a script view of Devanagari content. */
export const SCRIPT_PARAM = 'script';

/** The script Sanskrit, Hindi and Marathi texts are stored in: the default, never in the URL. */
export const ORIGINAL_SCRIPT: ScriptId = 'devanagari';

/** A `?script=` value or a stored preference, when it names a script. */
export function parseScript(value: string | null | undefined): ScriptId | null {
  return value && (SCRIPT_IDS as readonly string[]).includes(value) ? (value as ScriptId) : null;
}

/** The language of shown content that can be viewed in other scripts (sa, hi, mr originals), else null. */
export function scriptViewLanguage(
  content: { languageCode: string; isTransliteration: boolean } | null,
): DevanagariLanguage | null {
  return content && !content.isTransliteration && canViewInScripts(content.languageCode) ? content.languageCode : null;
}

/** The script the address asks for; the original when it names none (or none it knows). */
export function scriptFromSearch(search: URLSearchParams): ScriptId {
  return parseScript(search.get(SCRIPT_PARAM)) ?? ORIGINAL_SCRIPT;
}

/** The query showing `script`, the other parameters kept (the original script is left out). */
export function withScript(search: URLSearchParams, script: ScriptId): URLSearchParams {
  const next = new URLSearchParams(search);
  if (script === ORIGINAL_SCRIPT) next.delete(SCRIPT_PARAM);
  else next.set(SCRIPT_PARAM, script);
  return next;
}

/**
 * The query that shows the reader's stored script, or null to stay: only for content that can
 * be viewed in other scripts, and only when the address names no script (the URL wins).
 */
export function preferredScriptSearch(
  search: URLSearchParams,
  stored: string | null,
  language: DevanagariLanguage | null,
): URLSearchParams | null {
  if (!language || parseScript(search.get(SCRIPT_PARAM))) return null;
  const preferred = parseScript(stored);
  return preferred && preferred !== ORIGINAL_SCRIPT ? withScript(search, preferred) : null;
}

/** The selector's name for a script, in English. */
export function scriptLabel(script: ScriptId): string {
  if (script === ORIGINAL_SCRIPT) return `${SCRIPTS[script].label} (original)`;
  return script === 'roman' ? 'Simple Roman' : SCRIPTS[script].label;
}

/** The words a reading view is named with, in the interface's language (for helpers outside React). */
export interface ViewWords {
  t: Translate;
  /** A language's name: `Telugu`, `तेलुगु`. */
  language: (code: string) => string;
  /** A script's name in the selector: `Devanagari (original)`, `Simple Roman`, `Telugu`. */
  script: (script: ScriptId) => string;
  /** The name of the English transliteration view. */
  transliteration: string;
}

export function useViewWords(): ViewWords {
  const t = useT();
  const names = useDisplayNames();
  const script = (id: ScriptId) => {
    if (id === ORIGINAL_SCRIPT) return t('reading.script.original', { script: names.script(id) });
    return id === 'roman' ? t('reading.script.simpleRoman') : names.script(id);
  };
  return { t, language: names.language, script, transliteration: t('reading.view.transliteration') };
}
