import { useCallback, type ReactElement, type ReactNode } from 'react';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider, Trans, useLingui } from '@lingui/react';
import { catalogueLoaders, INTERFACE_LANGUAGES } from 'virtual:catalogues';
import { DEFAULT_INTERFACE_LANGUAGE } from '@bhakti/core';
import type { MessageKey } from './catalogue-source.js';
import type { PageChunk } from '../ui/page-chunks.js';

export { INTERFACE_LANGUAGES };
export type { MessageKey };

const instances = new Map<string, I18n>();
const loaded = new Map<string, Promise<void>>();
const done = new Set<string>();

/** The one Lingui instance of an interface language: its messages load into it as pages need them. */
export function i18nOf(language: string): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n({ locale: language, messages: { [language]: {} } });
    instances.set(language, i18n);
  }
  return i18n;
}

function loadInto(language: string, part: string, load: () => Promise<{ default: Messages }>): Promise<void> {
  const key = `${language}/${part}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = load().then(
      (module) => {
        i18nOf(language).load(language, module.default);
        done.add(key);
      },
      (error: unknown) => {
        loaded.delete(key); // the next page tries again
        throw error;
      },
    );
    loaded.set(key, loading);
  }
  return loading;
}

type Loaders = (typeof catalogueLoaders)[string];
const NO_LOADERS: Loaders = { main: () => Promise.resolve({ default: {} }), sections: {} };
const loadersOf = (language: string): Loaders =>
  catalogueLoaders[language] ?? catalogueLoaders[DEFAULT_INTERFACE_LANGUAGE] ?? NO_LOADERS;

/** The site's messages in a language (every page needs them): loaded before the first render. */
export function loadInterface(language: string): Promise<void> {
  return loadInto(language, 'main', loadersOf(language).main);
}

/** One separate section (a long page's texts) in a language. */
export function loadInterfaceSection(language: string, section: string): Promise<void> {
  const load = loadersOf(language).sections[section];
  return load ? loadInto(language, section, load) : Promise.resolve();
}

/** Whether a section's messages are here (a page showing them can render at once). */
export const isSectionLoaded = (language: string, section: string) =>
  done.has(`${language}/${section}`) || !loadersOf(language).sections[section];

/** Every message of a language, as the server renders with. */
export async function loadWholeInterface(language: string): Promise<void> {
  await loadInterface(language);
  await Promise.all(
    Object.keys(loadersOf(language).sections).map((section) => loadInterfaceSection(language, section)),
  );
}

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

/** The chunk of a language's site messages, as the page's head names it (PageChunk). */
export const catalogueChunk = (language: string): PageChunk => ({
  module: `virtual:catalogue/${language}`,
  load: () => loadInterface(language),
});

/** The chunk of one separate section of a language's catalogue. */
export const catalogueSectionChunk = (language: string, section: string): PageChunk => ({
  module: `virtual:catalogue/${language}/${section}`,
  load: () => loadInterfaceSection(language, section),
});
