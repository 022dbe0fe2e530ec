import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORPUS_DIR, STARTER_LIBRARY } from './paths.js';

export interface CorpusContent {
  languageCode: string;
  content: string;
  isTransliteration?: boolean;
}

export interface CorpusText {
  title: string;
  slug: string;
  categorySlug: string;
  deitySlug?: string | null;
  description?: string | null;
  author?: string | null;
  contents: CorpusContent[];
}

export interface Library {
  categories: Array<{ slug: string; [field: string]: unknown }>;
  deities: Array<{ slug: string; aliases?: string[]; [field: string]: unknown }>;
  texts: CorpusText[];
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/** The shared corpus, or null (with the reason printed) when it is not beside the repository. */
export function readCorpus(): Library | null {
  const files = ['categories.json', 'deities.json', 'texts.json'].map((name) => join(CORPUS_DIR, name));
  const missing = files.find((file) => !existsSync(file));
  if (missing) {
    console.log(
      `Skipping: no corpus (${missing} is missing): set BHAKTI_CORPUS_DIR to the directory of texts.json, categories.json and deities.json.`,
    );
    return null;
  }
  const [categories, deities, texts] = files.map((file) => readJson<unknown[]>(file));
  return withStarterAliases({ categories, deities, texts } as Library);
}

/** The corpus's deities with the aliases the site ships in its starter library (Bajrangbali for Hanuman …). */
function withStarterAliases(library: Library): Library {
  const starter = readJson<Library>(STARTER_LIBRARY);
  const aliases = new Map(starter.deities.map((deity) => [deity.slug, deity.aliases ?? []]));
  return { ...library, deities: library.deities.map((d) => ({ ...d, aliases: aliases.get(d.slug) ?? [] })) };
}
