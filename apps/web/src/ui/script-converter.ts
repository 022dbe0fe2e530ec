import { useEffect, useSyncExternalStore } from 'react';
import type { ConvertOptions } from '@bhakti/core';
import type { PageChunk } from './page-chunks.js';

export type ConvertScript = (text: string, options: ConvertOptions) => string;

/**
 * The script converter lives in its own chunk: it carries the transliteration library
 * (@indic-transliteration/sanscript, ~30 KB gzipped), which only readers who pick another
 * script need. The server loads it before rendering a `?script=` page, and the browser before
 * taking that page over, so both render the same converted text.
 */
let converter: ConvertScript | null = null;
let loading: Promise<ConvertScript> | null = null;
const listeners = new Set<() => void>();

export function loadConverter(): Promise<ConvertScript> {
  loading ??= import('./script-converter-chunk.js').then(
    (chunk) => {
      converter = chunk.convertScript;
      for (const listener of listeners) listener();
      return converter;
    },
    (error: unknown) => {
      loading = null; // a later choice tries again
      throw error;
    },
  );
  return loading;
}

/** The converter's chunk, for the routes that need it before rendering (src/public/routes.tsx). */
export const CONVERTER_CHUNK: PageChunk = { module: 'src/ui/script-converter-chunk.ts', load: loadConverter };

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const current = () => converter;

/** The converter once loaded (loading it when `needed`), else null. */
export function useConverter(needed: boolean): ConvertScript | null {
  const convert = useSyncExternalStore(subscribe, current, current);
  useEffect(() => {
    if (needed && !convert) loadConverter().catch(() => undefined);
  }, [needed, convert]);
  return convert;
}
