declare module 'virtual:catalogues' {
  import type { Messages } from '@lingui/core';

  type Load = () => Promise<{ default: Messages }>;
  /** The interface languages, English first: one per file in src/i18n/catalogues. */
  export const INTERFACE_LANGUAGES: readonly string[];
  /** Each chunk of each language's catalogue (catalogue-source.ts: `main` and CATALOGUE_CHUNKS). */
  export const catalogueLoaders: Record<string, Record<string, Load>>;
}
