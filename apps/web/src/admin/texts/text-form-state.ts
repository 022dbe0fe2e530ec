import { languageName, slugProblem } from '@bhakti/core';
import type { AdminText, TextInput } from '../api/admin-client.js';
import type { FieldErrors } from '../forms/field-errors.js';

/** One language block of the form; `id` is the saved content's id (edit mode only). */
export interface ContentRow {
  key: string;
  id: number | null;
  languageCode: string;
  content: string;
  isTransliteration: boolean;
  /** Written by AI and not yet saved by an admin (ADR 020). */
  machineWritten: boolean;
}

/** docs/product.md: ids held as strings while editing, sent as integers. */
export interface TextFormState {
  title: string;
  slug: string;
  categoryId: string;
  deityId: string;
  description: string;
  author: string;
  isPopular: boolean;
  /** Other titles as typed, one per line (a title may hold a comma); the server splits them. */
  alternativeTitles: string;
  /** Keywords as typed, separated by commas (or new lines); the server splits them. */
  keywords: string;
  contents: ContentRow[];
}

/** A new text starts with one Sanskrit row; rows added later default to English. */
export const FIRST_ROW_LANGUAGE = 'sa';
export const ADDED_ROW_LANGUAGE = 'en';
export const AT_LEAST_ONE = 'At least one language content is required';

let lastKey = 0;
const nextKey = () => `row-${++lastKey}`;

export function newRow(languageCode: string = ADDED_ROW_LANGUAGE): ContentRow {
  return { key: nextKey(), id: null, languageCode, content: '', isTransliteration: false, machineWritten: false };
}

export function emptyTextForm(): TextFormState {
  return {
    title: '',
    slug: '',
    categoryId: '',
    deityId: '',
    description: '',
    author: '',
    isPopular: false,
    alternativeTitles: '',
    keywords: '',
    contents: [newRow(FIRST_ROW_LANGUAGE)],
  };
}

export function formFromText(text: AdminText): TextFormState {
  return {
    title: text.title,
    slug: text.slug,
    categoryId: String(text.categoryId),
    deityId: text.deityId === null ? '' : String(text.deityId),
    description: text.description ?? '',
    author: text.author ?? '',
    isPopular: text.isPopular,
    alternativeTitles: text.alternativeTitles.join('\n'),
    keywords: text.keywords.join(', '),
    contents: text.contents.map((content) => ({
      key: nextKey(),
      id: content.id,
      languageCode: content.languageCode,
      content: content.content,
      isTransliteration: content.isTransliteration,
      machineWritten: false,
    })),
  };
}

/** The body of an import or update (docs/product.md). */
export function textInputFromForm(form: TextFormState): TextInput {
  return {
    title: form.title.trim(),
    slug: form.slug.trim(),
    categoryId: Number(form.categoryId),
    deityId: form.deityId === '' ? null : Number(form.deityId),
    description: form.description.trim(),
    author: form.author.trim(),
    isPopular: form.isPopular,
    alternativeTitles: form.alternativeTitles,
    keywords: form.keywords,
    contents: form.contents.map((row) => ({
      languageCode: row.languageCode as TextInput['contents'][number]['languageCode'],
      content: row.content,
      isTransliteration: row.isTransliteration,
      // The save's revision records which languages an AI wrote (ADR 020).
      machineGenerated: row.machineWritten,
    })),
  };
}

/** What the form would save, whatever the order of its rows: equal signatures mean nothing changed. */
export function formSignature(form: TextFormState): string {
  const input = textInputFromForm(form);
  const contents = input.contents
    .map((content) => JSON.stringify(content))
    .sort()
    .join('\n');
  return JSON.stringify({ ...input, contents });
}

export const rowLabel = (row: Pick<ContentRow, 'languageCode' | 'isTransliteration'>) =>
  `${languageName(row.languageCode)}${row.isTransliteration ? ' (transliteration)' : ''}`;

/** The `lang` of a row's text: a transliteration of an Indic language is written in Latin script. */
export function contentLang(row: Pick<ContentRow, 'languageCode' | 'isTransliteration'>): string {
  return row.isTransliteration && row.languageCode !== 'en' ? `${row.languageCode}-Latn` : row.languageCode;
}

/** docs/product.md: title, slug and category required; each row needs a language and content. */
export function validateTextForm(form: TextFormState): FieldErrors {
  const errors: Record<string, string> = {};
  if (!form.title.trim()) errors.title = 'Title is required';
  const slug = slugProblem(form.slug.trim());
  if (slug) errors.slug = slug;
  if (!form.categoryId) errors.categoryId = 'Category is required';
  if (form.contents.length === 0) errors.contents = AT_LEAST_ONE;
  const seen = new Set<string>();
  form.contents.forEach((row, index) => {
    if (!row.languageCode) errors[`contents[${index}].languageCode`] = 'Language is required';
    if (!row.content.trim()) errors[`contents[${index}].content`] = 'Content is required';
    const key = `${row.languageCode}:${row.isTransliteration}`;
    if (seen.has(key)) {
      errors[`contents[${index}].languageCode`] =
        `Only one ${row.isTransliteration ? 'transliteration' : 'content'} per language (${languageName(row.languageCode)})`;
    }
    seen.add(key);
  });
  return errors;
}

/**
 * The languages the form has a content row for, a transliteration included: AI generation
 * never offers them (English made from an Indic source is itself a transliteration, and the
 * server refuses a language the text has in any form).
 */
export const presentLanguages = (form: Pick<TextFormState, 'contents'>) =>
  new Set(form.contents.map((row) => row.languageCode));
