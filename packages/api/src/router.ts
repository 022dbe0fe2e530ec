import { router } from './trpc.js';
import { publicRouter } from './routers/public.js';

export const appRouter = router({
  ...publicRouter,
});

export type AppRouter = typeof appRouter;
