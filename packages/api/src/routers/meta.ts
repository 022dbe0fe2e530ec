import type { OpenApiMethod } from 'trpc-to-openapi';
import type { Meta } from '../trpc.js';

/** What each error status means, as every operation documents it. */
const ERROR_MEANINGS = {
  400: 'Invalid input (with per-field errors)',
  401: 'Not logged in, or the token is no longer valid',
  404: 'Not found',
  409: 'In conflict with the library (a slug that is taken, a category still in use, content that exists)',
  413: 'The body is too large',
  415: 'The body is not JSON (or the upload not a JPEG, PNG or WebP image)',
  429: 'Too many requests; Retry-After says when to try again',
  502: 'The AI provider failed',
  503: 'The chosen AI provider has no key',
  504: 'The AI provider did not answer in time',
} as const;

export type ErrorStatus = keyof typeof ERROR_MEANINGS;

/** The error statuses of an operation with their meanings, in order. */
export function describeErrors(statuses: readonly ErrorStatus[]): Record<number, string> {
  const sorted = [...new Set(statuses)].sort((a, b) => a - b);
  return Object.fromEntries(sorted.map((status) => [status, ERROR_MEANINGS[status]]));
}

/** Every call with a body may be refused for its size or its type before it is read. */
const BODY_ERRORS: ErrorStatus[] = [413, 415];

function route(
  method: OpenApiMethod,
  path: `/${string}`,
  summary: string,
  tag: string,
  protect: boolean,
  successStatus: 200 | 201,
  errors: readonly ErrorStatus[],
): Meta {
  const statuses = [
    ...errors,
    ...(protect ? [401 as const] : []),
    ...(method === 'POST' || method === 'PUT' || method === 'PATCH' ? BODY_ERRORS : []),
  ];
  return {
    openapi: { method, path, summary, tags: [tag], protect, errorResponses: describeErrors(statuses) },
    successStatus,
  };
}

/** REST meta for an admin procedure: documented as needing the bearer token (and so 401). */
export function adminRoute(
  method: OpenApiMethod,
  path: `/${string}`,
  summary: string,
  tag: string,
  { status = 200, errors = [] }: { status?: 200 | 201; errors?: readonly ErrorStatus[] } = {},
): Meta {
  return route(method, path, summary, tag, true, status, errors);
}

/** REST meta for a procedure anyone may call (the adapter's default would document a token). */
export function publicRoute(
  method: OpenApiMethod,
  path: `/${string}`,
  summary: string,
  tag: string,
  { status = 200, errors = [] }: { status?: 200 | 201; errors?: readonly ErrorStatus[] } = {},
): Meta {
  return route(method, path, summary, tag, false, status, errors);
}
