import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';

/** One problem with one field; `index` names the item of a batch. */
export interface FieldError {
  index?: number;
  path: string;
  message: string;
  /** Set where the problem is detected: another text holds the slug (409, not 400). Never sent. */
  conflict?: true;
}

/** Carries per-field errors to the error formatter, which puts them in the answer. */
export class FieldErrors extends Error {
  constructor(
    message: string,
    readonly errors: FieldError[],
  ) {
    super(message);
    this.name = 'FieldErrors';
  }
}

export function fieldError(code: TRPC_ERROR_CODE_KEY, message: string, errors: FieldError[]): TRPCError {
  return new TRPCError({ code, message, cause: new FieldErrors(message, errors) });
}

export function badRequest(path: string, message: string): TRPCError {
  return fieldError('BAD_REQUEST', message, [{ path, message }]);
}

export function notFound(message: string): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message });
}

export function tooManyRequests(message: string, retryAfterSeconds: number): TRPCError {
  return new TRPCError({ code: 'TOO_MANY_REQUESTS', message, cause: new RetryAfter(retryAfterSeconds) });
}

export class RetryAfter extends Error {
  constructor(readonly seconds: number) {
    super(`retry after ${seconds} s`);
    this.name = 'RetryAfter';
  }
}

/** `contents.1.languageCode` → `contents[1].languageCode`. */
function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out === '' ? String(key) : `${out}.${String(key)}`;
  }, '');
}

/** One complaint of a validator (zod's issue, as far as we read it). */
export interface ValidationIssue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

interface ZodLikeError extends Error {
  name: 'ZodError';
  issues: ValidationIssue[];
}

export function isZodError(value: unknown): value is ZodLikeError {
  return value instanceof Error && value.name === 'ZodError' && Array.isArray((value as Partial<ZodLikeError>).issues);
}

/**
 * Validation issues as field errors. `index` names the item of a batch; `within` the part of
 * the item the issues are about (`categories` → `categories.name`).
 */
export function fieldErrorsFromIssues(
  issues: readonly ValidationIssue[],
  { index, within }: { index?: number; within?: string } = {},
): FieldError[] {
  return issues.map((issue) => {
    const path = within === undefined ? formatPath(issue.path) : `${within}.${formatPath(issue.path)}`;
    return { ...(index === undefined ? {} : { index }), path, message: issue.message };
  });
}

/** The field errors an error carries to the answer: ours, or a validator's. */
export function fieldErrorsOf(cause: unknown): FieldError[] | undefined {
  if (cause instanceof FieldErrors) return cause.errors;
  if (isZodError(cause)) return fieldErrorsFromIssues(cause.issues);
  return undefined;
}

/** PostgreSQL's unique_violation, wherever the driver or Drizzle put it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** For `.catch`: a unique violation that slipped past the checks becomes a 409. */
export function rethrowConflict(message: string) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) throw new TRPCError({ code: 'CONFLICT', message });
    throw error;
  };
}
