import { fileURLToPath } from 'node:url';

/** The repository root (this file is in apps/bench/src or apps/bench/dist). */
const REPO = new URL('../../../', import.meta.url);

export const STARTER_LIBRARY = fileURLToPath(new URL('packages/db/starter/library.json', REPO));
/** The corpus of real texts (texts.json, categories.json, deities.json), read at run time and never copied in. */
export const CORPUS_DIR = process.env.BHAKTI_CORPUS_DIR ?? '';
