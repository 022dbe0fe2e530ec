import { z } from 'zod';
import { CorrectionSchema, CorrectionStatusSchema, idParam } from '../schemas.js';
import { countOpenCorrections, listCorrections, resolveCorrection } from '../services/corrections.js';
import { adminProcedure, router } from '../trpc.js';
import { listProcedure } from './admin-procedures.js';
import { adminRoute } from './meta.js';

export const adminCorrectionsRouter = router({
  list: listProcedure(
    '/admin/corrections',
    "Readers' reports of mistakes: open ones first, then newest first",
    'admin-corrections',
    CorrectionSchema,
    listCorrections,
  ),
  counts: adminProcedure
    .meta(adminRoute('GET', '/admin/corrections/counts', 'How many reports are open', 'admin-corrections'))
    .input(z.void())
    .output(z.object({ open: z.number().int() }))
    .query(async ({ ctx }) => ({ open: await countOpenCorrections(ctx.database.db) })),
  resolve: adminProcedure
    .meta(
      adminRoute(
        'PUT',
        '/admin/corrections/{id}',
        'Mark a report accepted or dismissed (or open again)',
        'admin-corrections',
        {
          errors: [400, 404],
        },
      ),
    )
    .input(z.object({ id: idParam(), status: CorrectionStatusSchema }))
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await resolveCorrection(ctx.database.db, input.id, input.status, {
        userId: ctx.session.user.id,
        at: ctx.now(),
      });
      return { success: true as const };
    }),
});
