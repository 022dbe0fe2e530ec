import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { PageChunk } from '../ui/page-chunks.js';
import { isChunkLoaded, loadInterfaceChunk, useInterfaceLanguage, type CatalogueChunkName } from '../i18n/interface.js';

export interface LazyPage<Props> {
  /** Renders the page once its chunk is here; until then (a move to a page not yet loaded) nothing. */
  Page: (props: Props) => ReactNode;
  /** The page's chunk: the server loads it before rendering (and names its files in the head), the browser before hydrating. */
  chunk: PageChunk;
  /** The chunk of the interface's catalogue with the page's words. */
  words: CatalogueChunkName;
}

/**
 * A page in its own chunk, so the reading page's first load carries only its own code. Unlike
 * React.lazy it renders synchronously once loaded (no Suspense boundary, so the server's HTML
 * and the hydrated tree stay the same as with a static import).
 */
export function lazyPage<Props extends object>(
  /** The page's module as Vite's manifest names it (its path in apps/web), for the head's modulepreload. */
  module: string,
  load: () => Promise<ComponentType<Props>>,
  /** The chunk of the interface's catalogue with the page's words (ADR 034): the lazy pages' own, or a long page's. */
  words: CatalogueChunkName = 'pages',
): LazyPage<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null; // the next visit tries again
        throw error;
      },
    );
    return loading;
  };
  function Page(props: Props) {
    const language = useInterfaceLanguage();
    const ready = () => (isChunkLoaded(language, words) ? loaded : null);
    const [Component, setComponent] = useState(ready);
    useEffect(() => {
      if (Component) return;
      const show = ([component]: [ComponentType<Props>, unknown]) => setComponent(() => component);
      // A failed load leaves the page empty until the next visit.
      Promise.all([preload(), loadInterfaceChunk(language, words)]).then(show, () => undefined);
    }, [Component, language]);
    return Component ? <Component {...props} /> : null;
  }
  return { Page, chunk: { module, load: preload }, words };
}
