import { DEFAULT_INTERFACE_LANGUAGE, type ScriptId } from '@bhakti/core';
import { useDisplayNames } from '../i18n/display-names.js';
import { useInterfaceLanguage, useT, type Translate } from '../i18n/interface.js';
import { ORIGINAL_SCRIPT, scriptLabel } from './script-view.js';

/** What the lists naming a view ("Hindi, shown in Telugu", "Opens in IAST script") say it with. */
export interface ViewWords {
  t: Translate;
  english: boolean;
  language(code: string): string;
  script(id: ScriptId): string;
}

export function useViewWords(): ViewWords {
  const t = useT();
  const names = useDisplayNames();
  return { t, english: useInterfaceLanguage() === DEFAULT_INTERFACE_LANGUAGE, ...names };
}

/** A script as the script selector names it: "Devanagari (original)", "Simple Roman", "Telugu". */
export function scriptViewName(words: ViewWords, script: ScriptId): string {
  if (words.english) return scriptLabel(script);
  if (script === 'roman') return words.t('search.simpleRoman');
  const name = words.script(script);
  return script === ORIGINAL_SCRIPT ? words.t('search.originalScript', { script: name }) : name;
}
