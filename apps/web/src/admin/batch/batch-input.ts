import type { FieldProblem } from '../api/admin-error.js';

export const INVALID_JSON = 'Invalid JSON format. Please check your input.';
export const EMPTY_BATCH = 'The list is empty. Add at least one text.';

/** docs/product.md: the input must parse as JSON; one object is a list of one. */
export function parseBatch(input: string): { items: unknown[] } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(input);
  } catch {
    return { problem: INVALID_JSON };
  }
  if (Array.isArray(value)) return value.length === 0 ? { problem: EMPTY_BATCH } : { items: value };
  if (typeof value === 'object' && value !== null) return { items: [value] };
  return { problem: INVALID_JSON };
}

export interface BatchProblem {
  /** 1-based item number, or null for a problem with the whole batch. */
  item: number | null;
  title: string | null;
  field: string;
  message: string;
}

function titleOf(item: unknown): string | null {
  const title = (item as { title?: unknown } | null)?.title;
  return typeof title === 'string' && title.trim() !== '' ? title.trim() : null;
}

/** The server's per-item problems, by item number and title, in item order. */
export function batchProblems(items: readonly unknown[], errors: readonly FieldProblem[]): BatchProblem[] {
  return errors
    .map((error) => ({
      item: error.index === undefined ? null : error.index + 1,
      title: error.index === undefined ? null : titleOf(items[error.index]),
      field: error.path,
      message: error.message,
    }))
    .sort((a, b) => (a.item ?? 0) - (b.item ?? 0));
}

/** 'Item 3 ("Shiv Chalisa"), slug: The slug "shiv-chalisa" is already taken'. */
export function describeProblem(problem: BatchProblem): string {
  const where = problem.item === null ? 'Batch' : `Item ${problem.item}${problem.title ? ` ("${problem.title}")` : ''}`;
  return `${where}${problem.field ? `, ${problem.field}` : ''}: ${problem.message}`;
}
