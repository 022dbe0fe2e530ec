import { convertScript, type DevanagariLanguage } from '@bhakti/core';
import type { ScriptConverter } from './transliterate.js';

/**
 * packages/core's script conversion in the shape the offline provider takes, for the server to
 * inject: Roman letters are the simple Roman lettering of the library's English when written,
 * and IAST when read. The provider only converts Sanskrit, Hindi and Marathi.
 */
export const coreScriptConverter: ScriptConverter = (text, { from, to, language }) =>
  convertScript(text, {
    from: from === 'latin' ? 'iast' : from,
    to: to === 'latin' ? 'roman' : to,
    language: language as DevanagariLanguage,
  });
