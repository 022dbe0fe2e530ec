import type { OpenAPIObject, OpenApiMethod } from 'trpc-to-openapi';
import type { Meta } from '../trpc.js';

type Operation = NonNullable<NonNullable<NonNullable<OpenAPIObject['paths']>[string]>['post']>;
type Response = NonNullable<Operation['responses']>[string];
export type RequestBody = Exclude<NonNullable<Operation['requestBody']>, { $ref: string }>;
export type Schema = NonNullable<NonNullable<RequestBody['content'][string]>['schema']>;

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

interface RouteOptions {
  /** The status of a successful answer (default 200). */
  status?: 200 | 201;
  /** The error statuses the procedure itself answers; 401 (admin) and 413/415 (bodies) are added. */
  errors?: readonly ErrorStatus[];
}

const hasBody = (method: OpenApiMethod) => method === 'POST' || method === 'PUT' || method === 'PATCH';

/** The statuses an operation documents: its own, 401 when it needs the token, 413/415 when it takes a body. */
function errorStatuses(method: OpenApiMethod, protect: boolean, errors: readonly ErrorStatus[]): ErrorStatus[] {
  return [...errors, ...(protect ? [401 as const] : []), ...(hasBody(method) ? BODY_ERRORS : [])];
}

type RouteMeta = (
  method: OpenApiMethod,
  path: `/${string}`,
  summary: string,
  tag: string,
  options?: RouteOptions,
) => Meta;

function routeMeta(protect: boolean): RouteMeta {
  return (method, path, summary, tag, { status = 200, errors = [] } = {}) => {
    const statuses = errorStatuses(method, protect, errors);
    return {
      openapi: { method, path, summary, tags: [tag], protect, errorResponses: describeErrors(statuses) },
      successStatus: status,
    };
  };
}

/** REST meta for an admin procedure: documented as needing the bearer token (and so 401). */
export const adminRoute = routeMeta(true);

/** REST meta for a procedure anyone may call (the adapter's default would document a token). */
export const publicRoute = routeMeta(false);

/**
 * A REST row of an admin procedure that the server serves itself rather than the adapter (a
 * multipart form, a bare list as the body, CSV): the procedure's meta documents it all the same.
 */
export interface ServerRoute {
  method: OpenApiMethod;
  path: `/${string}`;
  /** The status of a successful answer. */
  status: 200 | 201;
  operation: Operation;
}

interface ServerRouteOptions extends RouteOptions {
  /** The operation's id (the adapter's would be the procedure's path). */
  operationId: string;
  parameters?: Operation['parameters'];
  requestBody?: RequestBody;
  /** The answer on success, under `status`. */
  answer: Response;
}

/** Meta for an admin procedure the server serves itself at this row, documented as the adapter's rows are. */
export function serverRoute(
  method: OpenApiMethod,
  path: `/${string}`,
  summary: string,
  tag: string,
  { operationId, status = 200, errors = [], parameters, requestBody, answer }: ServerRouteOptions,
): Meta {
  const errorAnswers = Object.entries(describeErrors(errorStatuses(method, true, errors)));
  const operation: Operation = {
    operationId,
    summary,
    tags: [tag],
    security: [{ Authorization: [] }],
    ...(parameters ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [status]: answer,
      ...Object.fromEntries(errorAnswers.map(([code, description]) => [code, { description }])),
    },
  };
  return { serverRoute: { method, path, status, operation } };
}
