import { useCallback, type ReactElement, type ReactNode } from 'react';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider, Trans, useLingui } from '@lingui/react';
import { catalogueLoaders, INTERFACE_LANGUAGES } from 'virtual:catalogues';
import { DEFAULT_INTERFACE_LANGUAGE } from '@bhakti/core';
import {
  CATALOGUE_CHUNKS,
  chunkOfSection,
  MAIN_CHUNK,
  type CatalogueChunk,
  type MessageKey,
} from './catalogue-source.js';
import type { PageChunk } from '../ui/page-chunks.js';

export { INTERFACE_LANGUAGES };
export type { MessageKey };

const instances = new Map<string, I18n>();
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();
/** On the server, while a page renders: the chunks of the messages it shows. */
let shown: Set<string> | null = null;

/** The one Lingui instance of an interface language: its messages load into it as pages need them. */
export function i18nOf(language: string): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    const created = setupI18n({ locale: language, messages: { [language]: {} } });
    const translate = created._.bind(created);
    created._ = ((id: Parameters<I18n['_']>[0], ...rest: unknown[]) => {
      if (shown && typeof id === 'string') shown.add(chunkOfSection(id));
      return (translate as (...args: unknown[]) => string)(id, ...rest);
    }) as I18n['_'];
    i18n = created;
    instances.set(language, i18n);
  }
  return i18n;
}

/**
 * Renders with a note of the catalogue's chunks whose messages the page shows (server only:
 * renderToString runs at once), so that the browser loads them before it takes the page over.
 */
export function noteShownChunks<T>(render: () => T): { result: T; chunks: CatalogueChunkName[] } {
  shown = new Set();
  try {
    const result = render();
    return { result, chunks: [...shown].sort() as CatalogueChunkName[] };
  } finally {
    shown = null;
  }
}

export type CatalogueChunkName = CatalogueChunk | typeof MAIN_CHUNK;

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

export function InterfaceProvider({ language, children }: { language: string; children: ReactNode }) {
  return <I18nProvider i18n={i18nOf(language)}>{children}</I18nProvider>;
}

export type MessageValues = Record<string, string | number | Date>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The interface's message for a key, in the page's language: `t('header.home')`. */
export function useT(): Translate {
  const { i18n } = useLingui();
  return useCallback<Translate>((key, values) => i18n._(key, values), [i18n]);
}

/**
 * A message with elements inside it, numbered as in the catalogue: for
 * `"Write to us on the <0>contact page</0>."`, `components={{ 0: <Link href="/contact" /> }}`.
 */
export function RichText(props: { id: MessageKey; values?: MessageValues; components: Record<string, ReactElement> }) {
  return <Trans {...props} />;
}

/** The page's interface language (`en`, `hi`, …). */
export function useInterfaceLanguage(): string {
  return useLingui().i18n.locale;
}
