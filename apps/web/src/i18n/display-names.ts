import {
  DEFAULT_INTERFACE_LANGUAGE,
  isLanguageCode,
  LANGUAGES,
  SCRIPTS,
  type LanguageCode,
  type ScriptId,
} from '@bhakti/core';
import { useInterfaceLanguage, useT } from './interface.js';

/**
 * Names of the texts' languages and scripts in the interface's language: in English the
 * library's own (`Telugu`, `IAST`), in another the catalogue's (`तेलुगु`). From the catalogue
 * rather than Intl.DisplayNames, whose words differ between the server's ICU and the browser's.
 */
export function useDisplayNames() {
  const t = useT();
  const english = useInterfaceLanguage() === DEFAULT_INTERFACE_LANGUAGE;
  return {
    language: (code: string) => {
      if (!isLanguageCode(code)) return code;
      return english ? LANGUAGES[code].name : t(`names.languages.${code satisfies LanguageCode}`);
    },
    script: (id: ScriptId) => (english ? SCRIPTS[id].label : t(`names.scripts.${id}`)),
  };
}
