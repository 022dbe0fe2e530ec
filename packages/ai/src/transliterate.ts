import { LANGUAGES, type LanguageCode, type Script } from '@bhakti/core';
import { AiError } from './errors.js';
import { markupProblem } from './output-check.js';
import { isWrittenIn } from './script-check.js';
import { scriptOf, type AiRequest } from './request.js';

export type ConvertibleScript = Exclude<Script, 'devanagari'>;
/** The scripts a source can be converted back to Devanagari from: all but Tamil, which is lossy. */
export type SourceScript = Exclude<ConvertibleScript, 'tamil'>;

/**
 * Text of a language (Sanskrit, Hindi or Marathi: it decides, e.g., which short vowels are
 * said) written in another script: Devanagari in one of the others (`latin`: the plain Roman
 * lettering of the library's English transliterations), or one of the others in Devanagari
 * (`latin`: IAST). packages/core supplies it (`coreScriptConverter`); the server injects it.
 */
export type ScriptConverter = (
  text: string,
  conversion:
    | { from: 'devanagari'; to: ConvertibleScript; language: LanguageCode }
    | { from: SourceScript; to: 'devanagari'; language: LanguageCode },
) => string;

export const NO_CONVERTER_REASON = 'Script conversion is not available on this server';

const CHOOSE_A_MODEL = 'choose an AI model';

/** Why script conversion cannot produce this request's language, or null when it can. */
export function transliterationProblem(request: Pick<AiRequest, 'operation' | 'sourceLanguage' | 'targetLanguage'>) {
  const source = LANGUAGES[request.sourceLanguage];
  const target = LANGUAGES[request.targetLanguage];
  if (request.operation === 'verify_fix') {
    return 'Script conversion cannot verify or fix content; choose an AI model';
  }
  if (source.script === 'devanagari' && target.script === 'devanagari') {
    return `${target.name} is written in Devanagari like ${source.name}: script conversion cannot make it; choose an AI model to translate`;
  }
  if (source.script === 'tamil') {
    return `Script conversion cannot make ${target.name} from Tamil letters: Tamil has no letters for voiced or aspirated sounds (one letter, க, stands for क, ख, ग and घ), so which Devanagari letter is meant cannot be known; ${CHOOSE_A_MODEL}`;
  }
  if (source.script !== 'devanagari' && target.script !== 'devanagari') {
    return `Script conversion only changes letters to or from Devanagari; it cannot make ${target.name} from ${source.name}: ${CHOOSE_A_MODEL}`;
  }
  return null;
}

/** IAST's letters beyond plain ASCII: a Roman text with none of them is English or simple Roman, not IAST. */
const IAST_LETTER = /[āīūṛṝḷḹṅñṭḍṇśṣṃṁḥĀĪŪṚṜḶḸṄÑṬḌṆŚṢṂṀḤ]/u;

/** Why the admin's source cannot be converted (it is not plain text in its script), or null. */
function sourceProblem(request: AiRequest): string | null {
  const { name, script, scriptName } = LANGUAGES[request.sourceLanguage];
  const markup = markupProblem(request.content);
  if (markup) return `Script conversion needs plain text: the ${name} content ${markup}`;
  if (!isWrittenIn(request.content, script)) {
    return `Script conversion needs the ${name} content written in ${scriptName} letters: this content is not`;
  }
  if (script === 'latin' && !IAST_LETTER.test(request.content)) {
    return `Script conversion reads Roman letters only as IAST (with ā, ṣ, ṃ and the like), and the ${name} content has none: it reads as English or simple Roman, whose spelling does not say which Devanagari letter is meant; ${CHOOSE_A_MODEL}`;
  }
  return null;
}

/** The offline provider: the source's words in the target language's script. */
export function transliterate(request: AiRequest, convert: ScriptConverter | null): string {
  const problem = transliterationProblem(request) ?? sourceProblem(request);
  if (problem) throw new AiError('unsupported', problem);
  if (!convert) throw new AiError('not-configured', NO_CONVERTER_REASON);
  const from = scriptOf(request.sourceLanguage);
  const to = scriptOf(request.targetLanguage);
  if (from === 'devanagari') {
    return convert(request.content, { from, to: to as ConvertibleScript, language: request.sourceLanguage });
  }
  // transliterationProblem has refused Tamil and every target but Devanagari.
  return convert(request.content, { from: from as SourceScript, to: 'devanagari', language: request.targetLanguage });
}
