import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  IMAGE_URL_PREFIX,
  MAX_IMAGE_BYTES,
  appRouter,
  badRequest,
  authenticateAdmin,
  createCallerFactory,
  errorBody,
  idParam,
  procedureMetas,
  readImage,
  type Context,
  type ExistingTexts,
  type UploadedImage,
} from '@bhakti/api';
import { bodyLimitOf } from './body-limits.js';
import { PATHS } from './paths.js';

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
 * may come along), the batch import whose body is a bare list and the subscriber CSV, each
 * handed to its admin procedure, at the path, status and body limit that procedure's meta
 * declares (and documents). What they throw is answered by the app's error handler, as a
 * procedure's error would be.
 */
export async function registerAdminRoutes(app: FastifyInstance, contextFor: ContextFor): Promise<void> {
  await app.register(async (admin) => {
    await admin.register(multipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 25 },
      throwFileSizeLimit: true,
    });

    const createDeity = declaredRoute('admin.deities.create');
    admin.route({
      ...createDeity.route,
      handler: async (request, reply) => {
        const ctx = await authenticatedContext(request);
        const deity = await createCaller(ctx).admin.deities.create(await readDeityForm(request));
        return reply.status(createDeity.status).send(deity);
      },
    });

    const updateDeity = declaredRoute('admin.deities.update');
    admin.route({
      ...updateDeity.route,
      handler: async (request, reply) => {
        const ctx = await authenticatedContext(request);
        const id = parseId((request.params as { id: string }).id);
        const deity = await createCaller(ctx).admin.deities.update({ id, ...(await readDeityForm(request)) });
        return reply.status(updateDeity.status).send(deity);
      },
    });

    const importBatch = declaredRoute('admin.texts.importBatch');
    admin.route({
      ...importBatch.route,
      handler: async (request, reply) => {
        const texts = Array.isArray(request.body) ? request.body : [request.body];
        // ?existing=update|skip; the procedure checks the value.
        const { existing } = request.query as { existing?: ExistingTexts };
        const imported = await createCaller(contextFor(request)).admin.texts.importBatch({ texts, existing });
        return reply.status(importBatch.status).send(imported);
      },
    });

    admin.route({
      ...declaredRoute('admin.inbox.newsletterSubscribers').route,
      handler: async (request, reply) => {
        const rows = await createCaller(contextFor(request)).admin.inbox.newsletterSubscribers();
        const lines = rows.map((r) => `${r.id},${csvCell(r.email)},${r.createdAt}`);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
          .send(`${['id,email,createdAt', ...lines].join('\r\n')}\r\n`);
      },
    });
  });

  /** Checked before an upload is read; the procedure checks again, as every admin procedure does. */
  async function authenticatedContext(request: FastifyRequest): Promise<Context> {
    const ctx = contextFor(request);
    await authenticateAdmin(ctx);
    return ctx;
  }
}

/** The route a procedure's meta declares for the server (`/admin/deities/{id}` → `/api/admin/deities/:id`). */
function declaredRoute(procedure: string) {
  const meta = procedureMetas().find((candidate) => candidate.path === procedure)?.meta;
  const route = meta?.serverRoute;
  if (!meta || !route) throw new Error(`${procedure} declares no server route`);
  const url = `${PATHS.api}${route.path.replace(/\{(\w+)\}/g, ':$1')}`;
  return { route: { method: route.method, url, bodyLimit: bodyLimitOf(meta) }, status: route.status };
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
  app.get<{ Params: { name: string } }>(`${IMAGE_URL_PREFIX}:name`, async (request, reply) => {
    const image = await readImage(contextFor(request).database.db, request.params.name);
    if (!image) return reply.status(404).send(errorBody('Image not found', request.id));
    return reply
      .type(image.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(image.data);
  });
}
