export { appRouter, procedureMetas, type AppRouter } from './router.js';
export type { Meta } from './trpc.js';
export { createCallerFactory, authenticateAdmin } from './trpc.js';
export type { Context, AppDeps, EventLog } from './context.js';
export { PopularityCounter, type ReadCounter } from './popularity.js';
export { RATE_RULES, type LimitedAction, type RateDecision, type RateLimit, type RateRule } from './rate-limit.js';
export { ReadCache, forgottenAlone, type LibraryCache } from './read-cache.js';
export { openApiDocument, successStatusByProcedure } from './openapi.js';
export { readSearchSummariesInAdvance } from './services/search.js';
export { importTexts, MAX_BATCH_SIZE, EXISTING_TEXT_CHOICES, type ExistingTexts } from './services/text-import.js';
export { loadLibrary, seedStarterLibrary, type LibraryFile } from './services/library-loader.js';
export * from './schemas.js';
export { saveDeityForm, type UploadedImage } from './services/deity-form.js';
export { readImage, MAX_IMAGE_BYTES, IMAGE_URL_PREFIX } from './services/images.js';
export { badRequest, type FieldError } from './errors.js';
export { errorAnswer, errorBody, retryAfterHeaders, type ErrorAnswer, type ErrorBody } from './error-answers.js';
export {
  textRuns,
  textsOfRun,
  sitemapTaxonomy,
  type TextRun,
  type SitemapText,
  type SitemapPage,
} from './services/sitemap.js';
