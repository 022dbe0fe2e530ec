import { TRPCError, getTRPCErrorFromUnknown } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { RetryAfter, fieldErrorsOf, isZodError, type FieldError } from './errors.js';

/**
 * Every error answer, whoever gives it (a procedure over tRPC or REST, a route the server
 * serves itself, Fastify refusing a request), is built here: one body, one set of rules for
 * what a message may say.
 */

/** A field error as the answer shows it. */
export type PublicFieldError = Omit<FieldError, 'conflict'>;

export interface ErrorBody {
  message: string;
  /** null only for a tRPC error raised before the request had a context. */
  requestId: string | null;
  errors?: PublicFieldError[];
}

export interface ErrorAnswer {
  status: number;
  headers: Record<string, string>;
  body: ErrorBody & { requestId: string };
}

const INTERNAL_MESSAGE = 'Internal server error';

function publicFieldError({ conflict: _conflict, ...error }: FieldError): PublicFieldError {
  return error;
}

/** `{ message, requestId, errors? }`: the body of every error answer. */
export function errorBody<Id extends string | null>(
  message: string,
  requestId: Id,
  errors?: readonly FieldError[],
): ErrorBody & { requestId: Id } {
  return { message, requestId, ...(errors ? { errors: errors.map(publicFieldError) } : {}) };
}

/** A procedure's error as its answer says it: internals never, a validator's issues as field errors. */
export function procedureErrorBody<Id extends string | null>(error: TRPCError, requestId: Id) {
  const message =
    error.code === 'INTERNAL_SERVER_ERROR'
      ? INTERNAL_MESSAGE
      : isZodError(error.cause)
        ? 'Input validation failed'
        : error.message;
  return errorBody(message, requestId, fieldErrorsOf(error.cause));
}

/** Retry-After for a refusal that says when to try again (429); a tRPC batch has one status, so the first. */
export function retryAfterHeaders(errors: ReadonlyArray<{ cause?: unknown }>): Record<string, string> {
  const retry = errors.map((error) => error.cause).find((cause) => cause instanceof RetryAfter);
  return retry ? { 'Retry-After': String(retry.seconds) } : {};
}

/** Fastify's own refusals (body too large, not JSON, a malformed form …) carry their status. */
function fastifyStatus(error: unknown): number | undefined {
  if (error instanceof TRPCError) return undefined;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : undefined;
}

/**
 * The answer for an error thrown outside the tRPC adapters (routes the server serves itself,
 * Fastify's refusals): the same status and body as a procedure's would have.
 */
export function errorAnswer(error: unknown, requestId: string): ErrorAnswer {
  const status = fastifyStatus(error);
  if (status !== undefined) {
    const message = status >= 500 ? INTERNAL_MESSAGE : (error as Error).message;
    return { status, headers: {}, body: errorBody(message, requestId) };
  }
  const trpcError = getTRPCErrorFromUnknown(error);
  return {
    status: getHTTPStatusCodeFromError(trpcError),
    headers: retryAfterHeaders([trpcError]),
    body: procedureErrorBody(trpcError, requestId),
  };
}
