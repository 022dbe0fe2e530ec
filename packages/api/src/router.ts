import { router, type Meta } from './trpc.js';
import { publicRouter } from './routers/public.js';
import { adminAuthRouter } from './routers/admin-auth.js';
import { adminTextsRouter } from './routers/admin-texts.js';
import { adminCategoriesRouter, adminDeitiesRouter } from './routers/admin-taxonomy.js';
import { adminInboxRouter } from './routers/admin-inbox.js';
import { adminAiRouter } from './routers/admin-ai.js';
import { adminCorrectionsRouter } from './routers/admin-corrections.js';

export const appRouter = router({
  ...publicRouter,
  admin: router({
    auth: adminAuthRouter,
    texts: adminTextsRouter,
    categories: adminCategoriesRouter,
    deities: adminDeitiesRouter,
    inbox: adminInboxRouter,
    ai: adminAiRouter,
    corrections: adminCorrectionsRouter,
  }),
});

export type AppRouter = typeof appRouter;

type ProcedureDefs = Record<string, { _def: { meta?: Meta } }>;

/** Every procedure's meta, by its tRPC path (`admin.texts.import`), in the router's order. */
export function procedureMetas(): Array<{ path: string; meta: Meta }> {
  const procedures = appRouter._def.procedures as unknown as ProcedureDefs;
  return Object.entries(procedures).flatMap(([path, procedure]) =>
    procedure._def.meta ? [{ path, meta: procedure._def.meta }] : [],
  );
}
