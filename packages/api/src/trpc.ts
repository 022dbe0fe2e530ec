import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { Context } from './context.js';
import { FieldErrors, formatPath, type FieldError } from './errors.js';

export interface Meta extends OpenApiMeta {
  /** The HTTP status of a successful answer over REST (default 200). */
  successStatus?: 200 | 201;
}

interface ZodLikeError {
  name: 'ZodError';
  issues: Array<{ path: PropertyKey[]; message: string }>;
}

function isZodError(value: unknown): value is ZodLikeError {
  return value instanceof Error && value.name === 'ZodError' && Array.isArray((value as Partial<ZodLikeError>).issues);
}

function fieldErrorsOf(cause: unknown): FieldError[] | undefined {
  if (cause instanceof FieldErrors) return cause.errors;
  if (isZodError(cause)) return cause.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message }));
  return undefined;
}

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    // Never put stack traces in answers, whatever NODE_ENV says.
    isDev: false,
    errorFormatter({ shape, error, ctx }) {
      const errors = fieldErrorsOf(error.cause);
      const internal = error.code === 'INTERNAL_SERVER_ERROR';
      const message = internal
        ? 'Internal server error'
        : isZodError(error.cause)
          ? 'Input validation failed'
          : error.message;
      return {
        message,
        requestId: ctx?.requestId ?? null,
        ...(errors ? { errors } : {}),
        code: shape.code,
        data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path },
      };
    },
  });

export const router = t.router;
export const publicProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;
