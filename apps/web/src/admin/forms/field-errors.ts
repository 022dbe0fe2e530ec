import { slugProblem } from '@bhakti/core';
import type { AdminError } from '../api/admin-error.js';

/** Problems by field path (`title`, `contents[1].content`), shown next to the fields. */
export type FieldErrors = Readonly<Record<string, string>>;

export const NO_ERRORS: FieldErrors = {};

/** A list item's path (`alternativeTitles[2]`): its problem shows at the list's one field. */
const LIST_ITEM = /^(\w+)\[\d+\]$/;

/** The server's per-field problems of a failed save, first one per field (a list's items count as the list). */
export function serverFieldErrors(error: AdminError): FieldErrors {
  const errors: Record<string, string> = {};
  for (const problem of error.fieldErrors) {
    errors[problem.path.replace(LIST_ITEM, '$1')] ??= problem.message;
  }
  return errors;
}

/** Name and slug are required for categories and deities (docs/product.md); slugs follow docs/api.md. */
export function nameAndSlugErrors(name: string, slug: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!name.trim()) errors.name = 'Name is required';
  const problem = slugProblem(slug.trim());
  if (problem) errors.slug = problem;
  return errors;
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;
