import { LANGUAGES, type LanguageCode, type Script } from '@bhakti/core';
import type { ProviderKind } from './models.js';

export type AiOperation = 'generate' | 'verify_fix';

/** One language to produce: a new language from a source (generate), or the same language corrected (verify_fix). */
export interface AiRequest {
  operation: AiOperation;
  /** The model choice (`aiModel`). */
  model: string;
  sourceLanguage: LanguageCode;
  /** The language of the answer; the source language itself for verify_fix. */
  targetLanguage: LanguageCode;
  title: string;
  description: string | null;
  /** The source text: verses separated by blank lines, lines by newlines. */
  content: string;
}

export interface AiResult {
  content: string;
  /** The choice that ran (`aiModel`) and the provider's model id. */
  choice: string;
  modelId: string;
  provider: ProviderKind;
  /** The answer is a Roman transliteration (English from an Indic source), as the library stores English. */
  isTransliteration: boolean;
}

export const scriptOf = (code: LanguageCode): Script => LANGUAGES[code].script;

/** Whether a generated language is the source's words in Roman letters rather than a language of its own. */
export function isRomanTransliteration(request: Pick<AiRequest, 'operation' | 'sourceLanguage' | 'targetLanguage'>) {
  return (
    request.operation === 'generate' &&
    scriptOf(request.targetLanguage) === 'latin' &&
    scriptOf(request.sourceLanguage) !== 'latin'
  );
}
