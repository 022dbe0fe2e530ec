import { languageName } from '@bhakti/core';
import type { GenerateInput } from '../../api/admin-client.js';
import { toAdminError, type AdminError } from '../../api/admin-error.js';
import { presentLanguages, rowLabel, type ContentRow, type TextFormState } from '../text-form-state.js';

export type AiOperation = 'generate' | 'verify_fix';

/** One language to generate or verify/fix: a request to the server, and the row it came from (verify). */
export interface AiJob {
  /** The language the answer is for, as the admin reads it ('Hindi', 'English (transliteration)'). */
  label: string;
  input: GenerateInput;
  rowKey?: string;
}

export interface AiOutcome {
  /** English made from an Indic source comes back as a transliteration. */
  done: Array<{ job: AiJob; content: string; isTransliteration: boolean }>;
  failures: string[];
  /** The server has no provider for the chosen model (503): nothing can run until one is configured. */
  notConfigured: string | null;
}

const joinNames = (names: string[]) => names.join(', ');

/** docs/product.md, generate: at least one target, none already present, a non-empty source. */
export function generateProblem(form: TextFormState, source: ContentRow | undefined, targets: string[]): string | null {
  if (targets.length === 0) return 'Please select at least one target language';
  const present = presentLanguages(form);
  const existing = targets.filter((code) => present.has(code));
  if (existing.length > 0) return `Content in ${joinNames(existing.map(languageName))} already exists for this text`;
  if (!source || source.content.trim() === '') {
    return `${languageName(source?.languageCode ?? '')} content is empty or doesn't exist`;
  }
  return null;
}

/** docs/product.md, verify/fix: at least one language, each with content. */
export function verifyProblem(rows: ContentRow[]): string | null {
  if (rows.length === 0) return 'Please select at least one language to verify and fix';
  const empty = rows.filter((row) => row.content.trim() === '');
  if (empty.length > 0) return `Content for ${joinNames(empty.map(rowLabel))} is empty or doesn't exist`;
  return null;
}

/** The text's title is the AI's context; the server refuses a request without it. */
export const titleProblem = (form: TextFormState) =>
  form.title.trim() === '' ? 'Please enter the title first: the AI uses it as context' : null;

interface JobContext {
  form: TextFormState;
  textId: number | null;
  aiModel: string;
}

const base = ({ form, textId, aiModel }: JobContext) => ({
  title: form.title.trim(),
  description: form.description.trim() || null,
  aiModel,
  textId,
});

export function generateJobs(context: JobContext, source: ContentRow, targets: string[]): AiJob[] {
  return targets.map((target) => ({
    label: languageName(target),
    input: {
      ...base(context),
      operation: 'generate',
      sourceLanguageCode: source.languageCode as GenerateInput['sourceLanguageCode'],
      targetLanguageCode: target as GenerateInput['targetLanguageCode'],
      sourceContent: source.content,
    },
  }));
}

export function verifyJobs(context: JobContext, rows: ContentRow[]): AiJob[] {
  return rows.map((row) => ({
    label: rowLabel(row),
    rowKey: row.key,
    input: {
      ...base(context),
      operation: 'verify_fix',
      sourceLanguageCode: row.languageCode as GenerateInput['sourceLanguageCode'],
      targetLanguageCode: row.languageCode as GenerateInput['targetLanguageCode'],
      sourceContent: row.content,
    },
  }));
}

function failureMessage(operation: AiOperation, label: string, error: AdminError): string {
  const verb = operation === 'generate' ? 'generate' : 'verify/fix';
  return `Failed to ${verb} ${label} content: ${error.detail}`;
}

/** Runs the jobs one after another; stops at the first 'not configured' answer. */
export async function runAiJobs(
  operation: AiOperation,
  jobs: AiJob[],
  send: (input: GenerateInput) => Promise<{ content?: { content?: unknown } | null; isTransliteration?: boolean }>,
): Promise<AiOutcome> {
  const outcome: AiOutcome = { done: [], failures: [], notConfigured: null };
  for (const job of jobs) {
    try {
      const answer = await send(job.input);
      const content = answer.content?.content;
      if (typeof content !== 'string' || content.trim() === '') {
        outcome.failures.push(`Invalid response from server for ${job.label}`);
      } else {
        outcome.done.push({ job, content, isTransliteration: answer.isTransliteration === true });
      }
    } catch (error) {
      const failure = toAdminError(error);
      if (failure.status === 503) {
        outcome.notConfigured = failure.message;
        break;
      }
      outcome.failures.push(failureMessage(operation, job.label, failure));
    }
  }
  return outcome;
}
