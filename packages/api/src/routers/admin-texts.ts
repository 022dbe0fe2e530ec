import { z } from 'zod';
import {
  AdminTextListItemSchema,
  FullTextSchema,
  ImportSummarySchema,
  RevisionSummarySchema,
  TextFieldsSchema,
  TextInputSchema,
  idParam,
  uniqueContents,
} from '../schemas.js';
import { listTexts, requireFullText } from '../services/library.js';
import { listRevisions } from '../services/revisions.js';
import { EXISTING_TEXT_CHOICES, importTexts } from '../services/text-import.js';
import { createText, deleteContent, deleteText, restoreRevision, updateText } from '../services/text-write.js';
import { adminProcedure, libraryWriteProcedure, router } from '../trpc.js';
import { adminRoute } from './meta.js';
import { IdInput, deleteProcedure, listProcedure } from './admin-procedures.js';

const tag = 'admin-texts';

export const adminTextsRouter = router({
  list: listProcedure('/admin/texts', 'All texts with their deity', tag, AdminTextListItemSchema, (db) =>
    listTexts(db),
  ),
  byId: adminProcedure
    .meta(adminRoute('GET', '/admin/texts/{id}', 'One text with all its contents', tag, { errors: [400, 404] }))
    .input(IdInput)
    .output(FullTextSchema)
    .query(({ ctx, input }) => requireFullText(ctx.database.db, input.id)),
  import: libraryWriteProcedure
    .meta(adminRoute('POST', '/admin/texts/import', 'Create one text', tag, { status: 201, errors: [400, 409] }))
    .input(TextInputSchema)
    .output(FullTextSchema)
    .mutation(({ ctx, input }) => createText(ctx, input, ctx.session.user.id)),
  update: libraryWriteProcedure
    .meta(
      adminRoute('PUT', '/admin/texts/{id}', 'Replace a text, contents included (the old version is kept)', tag, {
        errors: [400, 404, 409],
      }),
    )
    .input(TextFieldsSchema.extend({ id: idParam() }).superRefine(uniqueContents))
    .output(FullTextSchema)
    .mutation(({ ctx, input: { id, ...text } }) => updateText(ctx, id, text, ctx.session.user.id)),
  delete: deleteProcedure('/admin/texts/{id}', 'Delete a text and its contents', tag, [400, 404], deleteText),
  deleteContent: libraryWriteProcedure
    .meta(
      adminRoute('DELETE', '/admin/texts/{id}/contents/{contentId}', 'Delete one language content', tag, {
        errors: [400, 404],
      }),
    )
    .input(z.object({ id: idParam(), contentId: idParam() }))
    .output(FullTextSchema)
    .mutation(({ ctx, input }) => deleteContent(ctx, input.id, input.contentId, ctx.session.user.id)),
  importBatch: libraryWriteProcedure
    .input(
      z.object({
        texts: z.array(z.unknown()),
        existing: z.enum(EXISTING_TEXT_CHOICES, { error: 'Must be stop, update or skip' }).optional(),
      }),
    )
    .output(z.object({ imported: z.number().int(), ...ImportSummarySchema.shape }))
    .mutation(async ({ ctx, input }) => {
      const summary = await importTexts(ctx.database, ctx.search, input.texts, {
        existing: input.existing,
        userId: ctx.session.user.id,
      });
      return { imported: summary.texts.length, ...summary };
    }),
  revisions: adminProcedure
    .meta(
      adminRoute('GET', '/admin/texts/{id}/revisions', 'Earlier versions of a text, newest first', tag, {
        errors: [400, 404],
      }),
    )
    .input(IdInput)
    .output(z.array(RevisionSummarySchema))
    .query(({ ctx, input }) => listRevisions(ctx.database.db, input.id)),
  restoreRevision: libraryWriteProcedure
    .meta(
      adminRoute('POST', '/admin/texts/{id}/revisions/{revisionId}/restore', 'Put an earlier version back', tag, {
        errors: [400, 404],
      }),
    )
    .input(z.object({ id: idParam(), revisionId: idParam() }))
    .output(FullTextSchema)
    .mutation(({ ctx, input }) => restoreRevision(ctx, input.id, input.revisionId, ctx.session.user.id)),
});
