import { LANGUAGES, type LanguageCode, type Script } from '@bhakti/core';
import { AiError } from './errors.js';
import { markupProblem } from './output-check.js';
import { isWrittenIn } from './script-check.js';
import { scriptOf, type AiRequest } from './request.js';

export type ConvertibleScript = Exclude<Script, 'devanagari'>;

/**
 * Devanagari text of a language (Sanskrit, Hindi or Marathi: it decides, e.g., which short
 * vowels are said) written in another script; `latin` is the plain Roman lettering of the
 * library's English transliterations. packages/core supplies it; the server injects it.
 */
export type ScriptConverter = (devanagari: string, target: ConvertibleScript, language: LanguageCode) => string;

export const NO_CONVERTER_REASON = 'Script conversion is not available on this server';

/** Why script conversion cannot produce this request's language, or null when it can. */
export function transliterationProblem(request: Pick<AiRequest, 'operation' | 'sourceLanguage' | 'targetLanguage'>) {
  const source = LANGUAGES[request.sourceLanguage];
  const target = LANGUAGES[request.targetLanguage];
  if (request.operation === 'verify_fix') {
    return 'Script conversion cannot verify or fix content; choose an AI model';
  }
  if (source.script !== 'devanagari') {
    return `Script conversion writes other scripts from Sanskrit, Hindi or Marathi (Devanagari); it cannot make ${target.name} from ${source.name}`;
  }
  if (target.script === 'devanagari') {
    return `${target.name} is written in Devanagari like ${source.name}: script conversion cannot make it; choose an AI model to translate`;
  }
  return null;
}

/** Why the admin's source cannot be converted (it is not plain Devanagari text), or null. */
function sourceProblem(request: AiRequest): string | null {
  const source = LANGUAGES[request.sourceLanguage].name;
  const markup = markupProblem(request.content);
  if (markup) return `Script conversion needs plain text: the ${source} content ${markup}`;
  if (!isWrittenIn(request.content, 'devanagari')) {
    return `Script conversion needs ${source} written in Devanagari: this content is not`;
  }
  return null;
}

/** The offline provider: the source's words in the target language's script. */
export function transliterate(request: AiRequest, convert: ScriptConverter | null): string {
  const problem = transliterationProblem(request) ?? sourceProblem(request);
  if (problem) throw new AiError('unsupported', problem);
  if (!convert) throw new AiError('not-configured', NO_CONVERTER_REASON);
  return convert(request.content, scriptOf(request.targetLanguage) as ConvertibleScript, request.sourceLanguage);
}
