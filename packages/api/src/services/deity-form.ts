import type { z } from 'zod';
import type { Context } from '../context.js';
import { fieldError, fieldErrorsFromIssues } from '../errors.js';
import { DeityInputSchema, ImageUrlSchema, type Deity } from '../schemas.js';
import { inspectImage, storeImage } from './images.js';
import { writeLibrary } from './library-write.js';
import { saveDeityWithin } from './taxonomy.js';

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
 * library write: the image is stored only if the deity is saved.
 */
export async function saveDeityForm(
  ctx: Pick<Context, 'database' | 'search'>,
  id: number | null,
  fields: unknown,
  image?: UploadedImage,
): Promise<Deity> {
  const input = parseDeityFields(fields);
  const info = image ? inspectImage(image.bytes, image.filename) : null;
  return writeLibrary(ctx, async (tx) => {
    const imageUrl = image && info ? await storeImage(tx, image.bytes, info) : input.imageUrl;
    return saveDeityWithin(tx, id, { ...input, imageUrl });
  });
}

export type DeityForm = z.input<typeof DeityFormSchema>;
