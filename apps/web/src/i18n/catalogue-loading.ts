import { catalogueLoaders, INTERFACE_LANGUAGES } from 'virtual:catalogues';
import { DEFAULT_INTERFACE_LANGUAGE } from '@bhakti/core';
import { CATALOGUE_CHUNKS, MAIN_CHUNK } from './catalogue-source.js';
import { i18nOf, type CatalogueChunkName } from './interface.js';
import type { PageChunk } from '../ui/page-chunks.js';

// The catalogues' chunks as the build made them (catalogue-plugin.ts), loaded into the
// languages' Lingui instances. Apart from interface.tsx, so that code reading messages does
// not need the build's virtual modules (the browser suite imports some of it in Node).

export { INTERFACE_LANGUAGES };

const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/** One chunk of a language's catalogue, into its Lingui instance (once). */
export function loadInterfaceChunk(language: string, chunk: CatalogueChunkName = MAIN_CHUNK): Promise<void> {
  const load = (catalogueLoaders[language] ?? catalogueLoaders[DEFAULT_INTERFACE_LANGUAGE])?.[chunk];
  if (!load) return Promise.resolve();
  const key = `${language}/${chunk}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = load().then(
      (module) => {
        i18nOf(language).load(language, module.default);
        loaded.add(key);
      },
      (error: unknown) => {
        loading.delete(key); // the next page tries again
        throw error;
      },
    );
    loading.set(key, promise);
  }
  return promise;
}

/** Whether a chunk's messages are here (a page showing them can render at once). */
export const isChunkLoaded = (language: string, chunk: CatalogueChunkName) => loaded.has(`${language}/${chunk}`);

/** Every message of a language, as the server renders with. */
export async function loadWholeInterface(language: string): Promise<void> {
  await Promise.all(
    [MAIN_CHUNK, ...Object.keys(CATALOGUE_CHUNKS)].map((chunk) =>
      loadInterfaceChunk(language, chunk as CatalogueChunkName),
    ),
  );
}

/** A chunk of a language's catalogue, as a page's head names it (PageChunk; the module is the plugin's). */
export const catalogueChunk = (language: string, chunk: CatalogueChunkName = MAIN_CHUNK): PageChunk => ({
  module: `virtual:catalogue/${language}/${chunk}`,
  load: () => loadInterfaceChunk(language, chunk),
});
