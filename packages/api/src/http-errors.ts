import { TRPCError, getTRPCErrorFromUnknown } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { RetryAfter } from './errors.js';
import { fieldErrorsOf, isZodError } from './trpc.js';

export interface ErrorAnswer {
  status: number;
  headers: Record<string, string>;
  body: { message: string; requestId: string; errors?: Array<{ index?: number; path: string; message: string }> };
}

/**
 * The answer for an error thrown outside the tRPC adapters (routes the server serves
 * itself, such as multipart uploads): the same status and body shape as a procedure's.
 */
export function errorAnswer(error: unknown, requestId: string): ErrorAnswer {
  const trpcError = error instanceof TRPCError ? error : getTRPCErrorFromUnknown(error);
  const status = getHTTPStatusCodeFromError(trpcError);
  const errors = fieldErrorsOf(trpcError.cause);
  const message =
    status >= 500 && trpcError.code === 'INTERNAL_SERVER_ERROR'
      ? 'Internal server error'
      : isZodError(trpcError.cause)
        ? 'Input validation failed'
        : trpcError.message;
  const retry: Record<string, string> =
    trpcError.cause instanceof RetryAfter ? { 'Retry-After': String(trpcError.cause.seconds) } : {};
  return { status, headers: retry, body: { message, requestId, ...(errors ? { errors } : {}) } };
}
