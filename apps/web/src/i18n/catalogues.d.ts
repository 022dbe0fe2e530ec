declare module 'virtual:catalogues' {
  import type { Messages } from '@lingui/core';

  type Load = () => Promise<{ default: Messages }>;
  /** The interface languages, English first: one per file in src/i18n/catalogues. */
  export const INTERFACE_LANGUAGES: readonly string[];
  /** Each language's site messages, and the separate sections (about, privacy, terms). */
  export const catalogueLoaders: Record<string, { main: Load; sections: Record<string, Load> }>;
}
