import { z } from 'zod';
import { CategoryInputSchema, CategorySchema, DeitySchema, idParam } from '../schemas.js';
import { saveDeityForm, type UploadedImage } from '../services/deity-form.js';
import { listCategories, listDeities } from '../services/library.js';
import { createCategory, deleteCategory, deleteDeity, updateCategory } from '../services/taxonomy.js';
import { libraryWriteProcedure, router } from '../trpc.js';
import { adminRoute, serverRoute, type RequestBody } from './meta.js';
import { deleteProcedure, listProcedure } from './admin-procedures.js';

export const adminCategoriesRouter = router({
  list: listProcedure('/admin/categories', 'All categories', 'admin-categories', CategorySchema, listCategories),
  create: libraryWriteProcedure
    .meta(
      adminRoute('POST', '/admin/categories', 'Create a category', 'admin-categories', {
        status: 201,
        errors: [400, 409],
      }),
    )
    .input(CategoryInputSchema)
    .output(CategorySchema)
    .mutation(({ ctx, input }) => createCategory(ctx, input)),
  update: libraryWriteProcedure
    .meta(
      adminRoute('PUT', '/admin/categories/{id}', 'Change a category', 'admin-categories', { errors: [400, 404, 409] }),
    )
    .input(CategoryInputSchema.extend({ id: idParam() }))
    .output(CategorySchema)
    .mutation(({ ctx, input: { id, ...fields } }) => updateCategory(ctx, id, fields)),
  delete: deleteProcedure(
    '/admin/categories/{id}',
    'Delete an unused category',
    'admin-categories',
    [400, 404, 409],
    deleteCategory,
  ),
});

/**
 * A deity form as the server's route reads it: the fields (checked by saveDeityForm) and
 * an uploaded image, which only a server-side caller can pass (JSON carries no bytes).
 */
const DeityFormInput = z.object({
  fields: z.unknown(),
  image: z.custom<UploadedImage>((value) => isUploadedImage(value)).optional(),
});

const isUploadedImage = (value: unknown): value is UploadedImage =>
  typeof value === 'object' &&
  value !== null &&
  Buffer.isBuffer((value as UploadedImage).bytes) &&
  typeof (value as UploadedImage).filename === 'string';

const deityForm: RequestBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['name', 'slug'],
        properties: {
          name: { type: 'string' },
          slug: { type: 'string' },
          description: { type: 'string' },
          imageUrl: { type: 'string', description: 'Only when no image file is sent; empty clears the image' },
          image: { type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 5 MB and 6000 × 6000' },
        },
      },
    },
    'application/json': { schema: { $ref: '#/components/schemas/Deity' } },
  },
};

const deityAnswer = {
  description: 'The deity',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Deity' } } },
};

/** Deity writes over REST are multipart (an image may come along): the server's route calls create and update. */
export const adminDeitiesRouter = router({
  list: listProcedure('/admin/deities', 'All deities', 'admin-deities', DeitySchema, listDeities),
  create: libraryWriteProcedure
    .meta(
      serverRoute(
        'POST',
        '/admin/deities',
        'Create a deity (multipart with an optional image, or JSON)',
        'admin-deities',
        {
          operationId: 'admin-deities-create',
          status: 201,
          errors: [400, 409],
          requestBody: deityForm,
          answer: deityAnswer,
        },
      ),
    )
    .input(DeityFormInput)
    .output(DeitySchema)
    .mutation(({ ctx, input }) => saveDeityForm(ctx, null, input.fields, input.image)),
  update: libraryWriteProcedure
    .meta(
      serverRoute(
        'PUT',
        '/admin/deities/{id}',
        'Change a deity; leaving out both imageUrl and image keeps the image',
        'admin-deities',
        {
          operationId: 'admin-deities-update',
          errors: [400, 404, 409],
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
          requestBody: deityForm,
          answer: deityAnswer,
        },
      ),
    )
    .input(DeityFormInput.extend({ id: idParam() }))
    .output(DeitySchema)
    .mutation(({ ctx, input }) => saveDeityForm(ctx, input.id, input.fields, input.image)),
  delete: deleteProcedure(
    '/admin/deities/{id}',
    'Delete a deity; its texts stay, without a deity',
    'admin-deities',
    [400, 404],
    deleteDeity,
  ),
});
