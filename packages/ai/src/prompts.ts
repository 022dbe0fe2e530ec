import { LANGUAGES, parseVerses, type LanguageCode } from '@bhakti/core';
import { scriptOf, type AiRequest } from './request.js';

export interface Prompt {
  system: string;
  user: string;
}

export const TEXT_START = '-----BEGIN TEXT-----';
export const TEXT_END = '-----END TEXT-----';

export const SYSTEM_PROMPT = [
  'You are a careful editor of Hindu devotional texts (aartis, chalisas, mantras and stotrams) for a free public library read by devotees.',
  'Rules you always follow:',
  '- Answer with the text only: no title, heading, introduction, explanation, notes, quotation marks, Markdown, HTML or code fences.',
  '- Keep the structure exactly: the same verses in the same order, separated by one blank line, and the same lines within each verse.',
  '- Never add, remove, merge, split, reorder or invent verses or lines. Keep refrains, verse numbers and marks such as । and ॥ where they are.',
  '- When you are unsure of a word, keep it as it is rather than guess.',
].join('\n');

const describe = (code: LanguageCode) => {
  const { name, scriptName } = LANGUAGES[code];
  return `${name} (${scriptName} script)`;
};

function generateTask(source: LanguageCode, target: LanguageCode): string {
  const from = LANGUAGES[source].name;
  const to = LANGUAGES[target];
  if (scriptOf(target) === 'latin') {
    return (
      `Write this ${from} text in plain Roman (English) letters, as devotees read it aloud: a transliteration, not a translation. ` +
      `Keep every word; use ordinary English letters without diacritics (for example "Om jai Jagdish hare").`
    );
  }
  if (scriptOf(target) !== scriptOf(source)) {
    return (
      `Write this ${from} text in ${to.scriptName} script, as devotees who read ${to.scriptName} recite it: ` +
      `a transliteration into that script, not a translation. Keep every word and its sound.`
    );
  }
  return (
    `Translate this ${from} text into ${to.name}, verse by verse and line by line, in simple devotional ${to.name} ` +
    `written in ${to.scriptName} script. Keep the names of the deities and the refrains.`
  );
}

/** English rows of the library are mostly Sanskrit or Hindi in Roman letters, not English prose. */
const ROMAN_NOTE =
  'It may be Sanskrit or Hindi written in Roman letters: keep its words and its way of spelling them. ';

function verifyTask(language: LanguageCode): string {
  return (
    `Proofread this ${describe(language)} text and return it corrected, in the same language and script. ` +
    (scriptOf(language) === 'latin' ? ROMAN_NOTE : '') +
    'Fix only real errors: misspellings, typing mistakes, wrong or missing vowel signs and conjuncts, wrong punctuation marks, stray characters. ' +
    'Change nothing else: do not translate, modernise, paraphrase, complete or shorten it. If there are no errors, return it unchanged.'
  );
}

/** The prompts for one request: the rules as the system prompt, the text and its task as the user prompt. */
export function buildPrompt(request: AiRequest): Prompt {
  const verses = parseVerses(request.content).length;
  const task =
    request.operation === 'verify_fix'
      ? verifyTask(request.sourceLanguage)
      : generateTask(request.sourceLanguage, request.targetLanguage);
  const user = [
    `Title: ${request.title}`,
    ...(request.description ? [`Description: ${request.description}`] : []),
    `Language of the text: ${describe(request.sourceLanguage)}`,
    '',
    task,
    `The text has ${verses} verse${verses === 1 ? '' : 's'}; your answer must have exactly ${verses}, separated by blank lines.`,
    `The text is between the lines ${TEXT_START} and ${TEXT_END}; answer without those lines.`,
    '',
    TEXT_START,
    request.content.trim(),
    TEXT_END,
  ].join('\n');
  return { system: SYSTEM_PROMPT, user };
}
