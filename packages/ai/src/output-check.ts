import { LANGUAGES, normalizeContent, parseVerses } from '@bhakti/core';
import { AiError } from './errors.js';
import { TEXT_END, TEXT_START } from './prompts.js';
import { isWrittenIn } from './script-check.js';
import { scriptOf, type AiRequest } from './request.js';

const SURROUNDING_FENCE = /^```[\w-]*[ \t]*\n([\s\S]*?)\n[ \t]*```$/;
const HTML_TAG = /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/i;
const MARKDOWN = /^\s{0,3}#{1,6}\s|\*\*[^*\n]+\*\*|__[^_\n]+__/m;

/** Drops what a model may wrap around the text: the echoed delimiters, one surrounding code fence. */
function unwrap(answer: string): string {
  let text = answer.trim();
  if (text.startsWith(TEXT_START)) text = text.slice(TEXT_START.length).trim();
  if (text.endsWith(TEXT_END)) text = text.slice(0, -TEXT_END.length).trim();
  const fenced = SURROUNDING_FENCE.exec(text);
  return fenced ? fenced[1]!.trim() : text;
}

export function markupProblem(text: string): string | null {
  if (text.includes('```')) return 'contains code fences';
  if (HTML_TAG.test(text)) return 'contains HTML';
  if (MARKDOWN.test(text)) return 'contains Markdown formatting';
  return null;
}

const plural = (count: number) => `${count} verse${count === 1 ? '' : 's'}`;

/**
 * The answer as it may reach the form, or an error saying what is wrong with it: it must
 * be plain text, not empty, in the target language's script, with the source's verse count.
 */
export function checkOutput(request: AiRequest, answer: string, label: string): string {
  const text = unwrap(answer);
  const problem = markupProblem(text);
  if (problem) throw new AiError('rejected-output', `${label}'s answer ${problem}`);
  const content = normalizeContent(text);
  if (content === '') throw new AiError('malformed', `${label} sent an empty answer`);
  const script = scriptOf(request.targetLanguage);
  if (!isWrittenIn(content, script)) {
    const expected = script === 'latin' ? 'Roman letters' : `${LANGUAGES[request.targetLanguage].scriptName} script`;
    throw new AiError('rejected-output', `${label}'s answer is not written in ${expected}`);
  }
  const expected = parseVerses(request.content).length;
  const actual = parseVerses(content).length;
  if (actual !== expected) {
    throw new AiError('rejected-output', `${label}'s answer has ${plural(actual)} where the source has ${expected}`);
  }
  return content;
}
