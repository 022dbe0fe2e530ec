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
import { EXISTING_TEXT_CHOICES, MAX_BATCH_SIZE, importTexts } from '../services/text-import.js';
import { createText, deleteContent, deleteText, restoreRevision, updateText } from '../services/text-write.js';
import { adminProcedure, libraryWriteProcedure, router } from '../trpc.js';
import { adminRoute, serverRoute, type Schema } from './meta.js';
import { IdInput, deleteProcedure, listProcedure } from './admin-procedures.js';

const tag = 'admin-texts';

const TEXT_INPUT: Schema = {
  type: 'object',
  description: 'A text, exactly as the body of POST /admin/texts/import',
};

const count = (description: string): Schema => ({ type: 'integer', minimum: 0, description });

/** A list of objects that have all of these properties. */
const listOf = (description: string, properties: Record<string, Schema>): Schema => ({
  type: 'array',
  description,
  items: { type: 'object', required: Object.keys(properties), properties },
});

const IMPORT_SUMMARY: Schema = {
  type: 'object',
  required: ['imported', 'texts', 'created', 'updated', 'skipped', 'unchanged', 'warnings'],
  properties: {
    imported: count('Texts written: created + updated'),
    texts: listOf('The texts written, in item order', {
      id: { type: 'integer' },
      slug: { type: 'string' },
      title: { type: 'string' },
    }),
    created: count('New texts'),
    updated: count('Existing texts replaced (existing=update), each old version kept as a revision'),
    skipped: count('Existing texts left as they are (existing=skip)'),
    unchanged: count('Existing texts identical to the imported ones (existing=update): nothing written'),
    warnings: listOf('Written texts whose title or first line is that of a text under another slug', {
      index: { type: 'integer' },
      slug: { type: 'string' },
      message: { type: 'string' },
    }),
  },
};

/** The batch import's body is a bare list (or one text), which the adapter cannot take: the server serves it. */
const importBatchMeta = serverRoute(
  'POST',
  '/admin/texts/import-batch',
  `Import up to ${MAX_BATCH_SIZE} texts, all or nothing (a list, or one text)`,
  tag,
  {
    operationId: 'admin-texts-import-batch',
    status: 201,
    errors: [400, 409],
    parameters: [
      {
        name: 'existing',
        in: 'query',
        required: false,
        description:
          'A text whose slug exists: stop (refuse the whole batch, 409), update (replace it, keeping ' +
          'the old version as a revision; an identical text is left unchanged) or skip (leave it as it is)',
        schema: { type: 'string', enum: [...EXISTING_TEXT_CHOICES], default: 'stop' },
      },
    ],
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: { oneOf: [{ type: 'array', items: TEXT_INPUT, maxItems: MAX_BATCH_SIZE }, TEXT_INPUT] },
        },
      },
    },
    answer: {
      description: 'What was written: the texts created or updated, and likely duplicates (imported all the same)',
      content: { 'application/json': { schema: IMPORT_SUMMARY } },
    },
  },
);

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
    .meta({
      ...adminRoute('POST', '/admin/texts/import', 'Create one text', tag, { status: 201, errors: [400, 409] }),
      bodyLimit: 'large',
    })
    .input(TextInputSchema)
    .output(FullTextSchema)
    .mutation(({ ctx, input }) => createText(ctx, input, ctx.session.user.id)),
  update: libraryWriteProcedure
    .meta({
      ...adminRoute('PUT', '/admin/texts/{id}', 'Replace a text, contents included (the old version is kept)', tag, {
        errors: [400, 404, 409],
      }),
      bodyLimit: 'large',
    })
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
    .meta({ ...importBatchMeta, bodyLimit: 'large' })
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
