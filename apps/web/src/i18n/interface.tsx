import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { setupI18n, type I18n } from '@lingui/core';
import { DEFAULT_INTERFACE_LANGUAGE } from '@bhakti/core';
import type { MAIN_CHUNK } from './catalogue-source.js';
import { chunkOfSection, type CatalogueChunk, type MessageKey } from './catalogue-source.js';

export type { MessageKey };

const instances = new Map<string, I18n>();
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

/**
 * The page's Lingui instance. Our own context rather than @lingui/react's provider, which
 * would bring `Trans` and its renderer into the reading page's first load: a page renders
 * only once the chunks of its words are loaded, so nothing here listens for later loads.
 */
const InterfaceContext = createContext<I18n | null>(null);

export function InterfaceProvider({ language, children }: { language: string; children: ReactNode }) {
  return <InterfaceContext.Provider value={i18nOf(language)}>{children}</InterfaceContext.Provider>;
}

/** The page's Lingui instance (English outside a provider, as in a component's unit test). */
export function useInterfaceI18n(): I18n {
  return useContext(InterfaceContext) ?? i18nOf(DEFAULT_INTERFACE_LANGUAGE);
}

export type MessageValues = Record<string, string | number | Date>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The interface's message for a key, in the page's language: `t('header.home')`. */
export function useT(): Translate {
  const i18n = useInterfaceI18n();
  return useCallback<Translate>((key, values) => i18n._(key, values), [i18n]);
}

/** The page's interface language (`en`, `hi`, …). */
export function useInterfaceLanguage(): string {
  return useInterfaceI18n().locale;
}
