export { appRouter, procedureMetas, type AppRouter } from './router.js';
export type { Meta } from './trpc.js';
export { createCallerFactory, authenticateAdmin } from './trpc.js';
export type { Context, AppDeps, EventLog } from './context.js';
export { PopularityCounter } from './popularity.js';
export { RateLimiter } from './rate-limit.js';
export { ReadCache } from './read-cache.js';
export { openApiDocument, successStatusByProcedure } from './openapi.js';
export {
  importTexts,
  MAX_BATCH_SIZE,
  EXISTING_TEXT_CHOICES,
  type ExistingTexts,
  type ImportSummary,
} from './services/text-import.js';
export type { ImportWarning } from './services/likely-duplicates.js';
export { loadLibrary, seedStarterLibrary, type LibraryFile } from './services/library-loader.js';
export * from './schemas.js';
export { saveDeityForm, type UploadedImage } from './services/deity-form.js';
export { readImage, MAX_IMAGE_BYTES, IMAGE_URL_PREFIX } from './services/images.js';
export { badRequest, type FieldError } from './errors.js';
export { errorAnswer, errorBody, retryAfterHeaders, type ErrorAnswer, type ErrorBody } from './error-answers.js';
