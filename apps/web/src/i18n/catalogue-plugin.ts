import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import {
  CATALOGUE_CHUNKS,
  chunkOfSection,
  flattenCatalogue,
  MAIN_CHUNK,
  type CatalogueSource,
} from './catalogue-source.js';

const CATALOGUES_MODULE = 'virtual:catalogues';
const CATALOGUE_PREFIX = 'virtual:catalogue/';

/** The interface languages: one catalogue file each in src/i18n/catalogues, English first. */
export function catalogueLanguages(dir: string): string[] {
  const languages = readdirSync(dir)
    .filter((name) => /^[a-z]{2,3}\.json$/.test(name))
    .map((name) => name.slice(0, -'.json'.length));
  return ['en', ...languages.filter((language) => language !== 'en').sort()];
}

function readCatalogue(dir: string, language: string): CatalogueSource {
  return JSON.parse(readFileSync(join(dir, `${language}.json`), 'utf8')) as CatalogueSource;
}

/** One chunk of a catalogue (the main one: every section no other chunk holds), compiled to Lingui's runtime form. */
function compiledModule(dir: string, language: string, chunk: string): string {
  const catalogue = readCatalogue(dir, language);
  const sections = Object.keys(catalogue).filter((name) => chunkOfSection(name) === chunk);
  const compiled: Record<string, unknown> = {};
  for (const name of sections) {
    for (const [key, message] of Object.entries(flattenCatalogue({ [name]: catalogue[name] ?? {} }))) {
      try {
        compiled[key] = compileMessageOrThrow(message);
      } catch (error) {
        throw new Error(`${language}.json: ${key}: ${(error as Error).message}`);
      }
    }
  }
  return `export default ${JSON.stringify(compiled)};`;
}

/** `virtual:catalogues`: the languages, and a loader for each chunk of each catalogue. */
function indexModule(languages: readonly string[]): string {
  const chunks = [MAIN_CHUNK, ...Object.keys(CATALOGUE_CHUNKS)];
  const loaders = languages.map((language) => {
    const load = chunks.map(
      (chunk) => `${JSON.stringify(chunk)}: () => import('${CATALOGUE_PREFIX}${language}/${chunk}')`,
    );
    return `${JSON.stringify(language)}: { ${load.join(', ')} }`;
  });
  return [
    `export const INTERFACE_LANGUAGES = ${JSON.stringify(languages)};`,
    `export const catalogueLoaders = { ${loaders.join(',\n')} };`,
  ].join('\n');
}

/**
 * The interface's catalogues (ADR 034), compiled when the site is built: each
 * `src/i18n/catalogues/{language}.json` becomes a module of Lingui's compiled messages (so the
 * browser runs no message parser), in chunks of its own — the site's messages, and each of the
 * long pages' (about, privacy, terms) apart — loaded for the page's language only. A new
 * catalogue file is a new language: nothing else lists them.
 */
export function interfaceCatalogues(dir: string): Plugin {
  return {
    name: 'bhakti-interface-catalogues',
    resolveId(id) {
      if (id === CATALOGUES_MODULE || id.startsWith(CATALOGUE_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith('\0virtual:catalogue')) return undefined;
      for (const name of readdirSync(dir)) this.addWatchFile(join(dir, name));
      if (id === `\0${CATALOGUES_MODULE}`) return indexModule(catalogueLanguages(dir));
      const [language = '', chunk = MAIN_CHUNK] = id.slice(`\0${CATALOGUE_PREFIX}`.length).split('/');
      return compiledModule(dir, language, chunk);
    },
  };
}
