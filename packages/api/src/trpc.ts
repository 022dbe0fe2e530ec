import { TRPCError, initTRPC } from '@trpc/server';
import { validateSessionToken, type ValidSession } from '@bhakti/auth';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { Context } from './context.js';
import { procedureErrorBody } from './error-answers.js';
import type { ServerRoute } from './routers/meta.js';

export interface Meta extends OpenApiMeta {
  /** The HTTP status of a successful answer over REST (default 200). */
  successStatus?: 200 | 201;
  /** `large`: bodies of whole texts and batches (up to 5 MB) rather than the usual 100 KB. */
  bodyLimit?: 'large';
  /** The REST row the server serves itself for this procedure (see routers/meta.ts). */
  serverRoute?: ServerRoute;
}

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    // Never put stack traces in answers, whatever NODE_ENV says.
    isDev: false,
    errorFormatter({ shape, error, ctx }) {
      return {
        ...procedureErrorBody(error, ctx?.requestId ?? null),
        code: shape.code,
        // The web app's tRPC client reads code and status; the procedure path is ours to keep.
        data: { code: shape.data.code, httpStatus: shape.data.httpStatus },
      };
    },
  });

export const router = t.router;
export const publicProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;

function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9._~+/-]{16,200}=*)$/.exec(authorization?.trim() ?? '');
  return match?.[1] ?? null;
}

/** The admin a request's bearer token stands for; answers 401 (and logs it) otherwise. */
export async function authenticateAdmin(ctx: Context): Promise<ValidSession> {
  const token = bearerToken(ctx.authorization);
  const session = token ? await validateSessionToken(ctx.database.db, token, ctx.now()) : null;
  if (!session || !session.user.isAdmin) {
    ctx.log.warn({ event: 'unauthorized', ip: ctx.ip, hadToken: token !== null }, 'admin request refused');
    throw new TRPCError({
      code: 'UNAUTHORIZED',
      message: token ? 'Your session has expired. Please log in again.' : 'Please log in.',
    });
  }
  return session;
}

/** Every admin procedure checks the session itself, before anything else runs. */
export const adminProcedure = t.procedure.use(async ({ ctx, next }) =>
  next({ ctx: { ...ctx, session: await authenticateAdmin(ctx) } }),
);

/** An admin write to the library: once it succeeds, the cached public answers are stale. */
export const libraryWriteProcedure = adminProcedure.use(async ({ ctx, next }) => {
  const result = await next();
  if (result.ok) ctx.cache.clear();
  return result;
});
