import { router } from './trpc.js';
import { publicRouter } from './routers/public.js';
import { adminAuthRouter } from './routers/admin-auth.js';
import { adminTextsRouter } from './routers/admin-texts.js';
import { adminCategoriesRouter, adminDeitiesRouter } from './routers/admin-taxonomy.js';
import { adminInboxRouter } from './routers/admin-inbox.js';
import { adminAiRouter } from './routers/admin-ai.js';

export const appRouter = router({
  ...publicRouter,
  admin: router({
    auth: adminAuthRouter,
    texts: adminTextsRouter,
    categories: adminCategoriesRouter,
    deities: adminDeitiesRouter,
    inbox: adminInboxRouter,
    ai: adminAiRouter,
  }),
});

export type AppRouter = typeof appRouter;
