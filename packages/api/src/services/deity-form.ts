import type { z } from 'zod';
import type { Context } from '../context.js';
import { fieldError, fieldErrorsFromIssues } from '../errors.js';
import { DeityInputSchema, ImageUrlSchema } from '../schemas.js';
import { inspectImage, storeImage } from './images.js';
import type { Deity } from './library.js';
import { createDeity, textIdsUsing, updateDeity } from './taxonomy.js';

export interface UploadedImage {
  bytes: Buffer;
  filename: string;
}

/** Absent imageUrl keeps the image on update (and means none on create); empty clears it. */
const DeityFormSchema = DeityInputSchema.extend({ imageUrl: ImageUrlSchema.optional() });

function parseDeityFields(fields: unknown) {
  const parsed = DeityFormSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw fieldError('BAD_REQUEST', 'Input validation failed', fieldErrorsFromIssues(parsed.error.issues));
}

/**
 * Creates (id null) or updates a deity from form fields and an optional image, in one
 * transaction: the image is stored only if the deity is saved.
 */
export async function saveDeityForm(
  ctx: Pick<Context, 'database' | 'search'>,
  id: number | null,
  fields: unknown,
  image?: UploadedImage,
): Promise<Deity> {
  const input = parseDeityFields(fields);
  const info = image ? inspectImage(image.bytes, image.filename) : null;
  const deity = await ctx.database.db.transaction(async (tx) => {
    const imageUrl = image && info ? await storeImage(tx, image.bytes, info) : input.imageUrl;
    return id === null ? createDeity(tx, { ...input, imageUrl }) : updateDeity(tx, id, { ...input, imageUrl });
  });
  if (id !== null) await ctx.search.textsChanged(await textIdsUsing(ctx.database.db, { deityId: id }));
  return deity;
}

export type DeityForm = z.input<typeof DeityFormSchema>;
