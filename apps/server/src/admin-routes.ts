import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  MAX_IMAGE_BYTES,
  appRouter,
  badRequest,
  authenticateAdmin,
  createCallerFactory,
  errorBody,
  idParam,
  listSubscribers,
  readImage,
  type Context,
  type ExistingTexts,
  type UploadedImage,
} from '@bhakti/api';
import { MAX_BATCH_BYTES } from './body-limits.js';

type ContextFor = (request: FastifyRequest) => Context;

const createCaller = createCallerFactory(appRouter);

/** Text fields and at most one file (`image`) of a multipart form, or a JSON object as it is. */
async function readDeityForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; image?: UploadedImage }> {
  if (!request.isMultipart()) return { fields: (request.body ?? {}) as Record<string, unknown> };
  const fields: Record<string, unknown> = {};
  let image: UploadedImage | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image' || image) {
          await part.toBuffer();
          continue;
        }
        image = { bytes: await part.toBuffer(), filename: part.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // The multipart plugin's refusals carry their status (413 too large); the parser's own
    // errors (no boundary, a cut-off body, a broken part header) mean the body is not a form.
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw Object.assign(new Error('The body is not valid multipart/form-data'), { statusCode: 400 });
  }
  return image ? { fields, image } : { fields };
}

/**
 * The admin REST rows that are not plain JSON procedures: multipart deity writes (an image
 * may come along) and the batch import whose body is a bare list, both handed to their
 * admin procedures; and the subscriber CSV, which checks the session itself. What they
 * throw is answered by the app's error handler, as a procedure's error would be.
 */
export async function registerAdminRoutes(app: FastifyInstance, contextFor: ContextFor): Promise<void> {
  await app.register(async (admin) => {
    await admin.register(multipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 25 },
      throwFileSizeLimit: true,
    });

    const deityWrite =
      (id: (request: FastifyRequest) => number | null) => async (request: FastifyRequest, reply: FastifyReply) => {
        const ctx = contextFor(request);
        // Checked before an upload is read; the procedure checks again, as every admin procedure does.
        await authenticateAdmin(ctx);
        const deityId = id(request);
        const form = await readDeityForm(request);
        const deities = createCaller(ctx).admin.deities;
        const deity = deityId === null ? await deities.create(form) : await deities.update({ id: deityId, ...form });
        return reply.status(deityId === null ? 201 : 200).send(deity);
      };
    admin.post(
      '/api/admin/deities',
      deityWrite(() => null),
    );
    admin.put<{ Params: { id: string } }>(
      '/api/admin/deities/:id',
      deityWrite((request) => parseId((request.params as { id: string }).id)),
    );

    admin.post('/api/admin/texts/import-batch', { bodyLimit: MAX_BATCH_BYTES }, async (request, reply) => {
      const texts = Array.isArray(request.body) ? request.body : [request.body];
      // ?existing=update|skip; the procedure checks the value.
      const { existing } = request.query as { existing?: ExistingTexts };
      const imported = await createCaller(contextFor(request)).admin.texts.importBatch({ texts, existing });
      return reply.status(201).send(imported);
    });

    admin.get('/api/admin/newsletter-subscribers.csv', async (request, reply) => {
      const ctx = contextFor(request);
      await authenticateAdmin(ctx);
      const rows = await listSubscribers(ctx.database.db);
      const csv = ['id,email,createdAt', ...rows.map((r) => `${r.id},${csvCell(r.email)},${r.createdAt}`)].join('\r\n');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
        .send(`${csv}\r\n`);
    });
  });
}

/** A path id must be a 32-bit positive integer written canonically (400 otherwise, as for a procedure's). */
function parseId(raw: string): number {
  const parsed = idParam().safeParse(raw);
  if (!parsed.success) throw badRequest('id', parsed.error.issues[0]?.message ?? 'Must be a whole number');
  return parsed.data;
}

/** Quotes a CSV cell and defuses spreadsheet formulas (=, +, -, @ at the start). */
function csvCell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Uploaded deity images, from the database, never executed. */
export function registerImages(app: FastifyInstance, contextFor: ContextFor): void {
  app.get<{ Params: { name: string } }>('/images/deities/:name', async (request, reply) => {
    const image = await readImage(contextFor(request).database.db, request.params.name);
    if (!image) return reply.status(404).send(errorBody('Image not found', request.id));
    return reply
      .type(image.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(image.data);
  });
}
