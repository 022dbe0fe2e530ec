import { ApiError } from './ui/api-error.js';
import type { FormPostResult } from './ui/form-post.js';
import type { SettledRead } from './ui/page-data.js';
import type { Site } from './ui/site.js';
import type { CatalogueChunkName } from './i18n/interface.js';

/** The id of the `<script type="application/json">` block the server writes and the browser reads. */
export const STATE_ELEMENT_ID = 'bhakti-state';

export interface PageState {
  site: Site;
  /** What the page's reads came to on the server (failures too), for the browser's cache. */
  reads: SettledRead[];
  /** What came of a form posted to this page without JavaScript, for the form to show when taken over. */
  formPost?: FormPostResult | null;
  /** The chunks of the interface's catalogue whose words the page shows: loaded before it is taken over. */
  catalogueChunks?: CatalogueChunkName[];
}

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON that cannot close its script element or start markup, whatever the texts contain. */
export function serializeState(state: PageState): string {
  return JSON.stringify(state).replace(UNSAFE, (character) => ESCAPES[character] ?? character);
}

/** Reads the server's state back, turning serialized errors into ApiError again. */
export function parseState(json: string): PageState {
  const state = JSON.parse(json) as PageState;
  for (const read of state.reads) {
    if (read.status === 'error') read.error = ApiError.revive(read.error);
  }
  return state;
}
