import { queryIdentity } from '@bhakti/search';
import { SEARCH_PATH } from './paths.js';

/** Queries longer than this are searched by their first 200 characters; they keep their own key. */
const MAX_NORMALISED_LENGTH = 200;

/** What the search procedure refuses (C0 controls but tab, line feed and carriage return; DEL; C1). */
// eslint-disable-next-line no-control-regex -- finding control characters is its purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * The response cache's key for a REST search, `/api/search?q=…`: one key for every way of
 * writing a query that the search engines read alike — case, spacing, NFC, zero-width
 * joiners, repeated words, spellings with one search key ("Hanuman  Chalisa",
 * "hanumaan chalisa") — so that one kept answer serves them all. Null for any other URL,
 * and for a search URL this cannot vouch for: other parameters than one `q`, a malformed
 * escape, or a `q` that is empty, too long or has control characters (those keep their
 * URL as their key; a refused one is never kept anyway).
 *
 * The key starts with "search " and has a space in it, so no request URL can be one.
 * `keyByHost` prefixes it with the host like any other key.
 */
export function searchAnswerKey(url: string): string | null {
  const [path, query, ...rest] = url.split('?');
  if (path !== SEARCH_PATH || query === undefined || rest.length > 0) return null;
  const params = query.split('&');
  if (params.length !== 1 || !params[0]?.startsWith('q=')) return null;
  let q: string;
  try {
    q = decodeURIComponent(params[0].slice(2).replace(/\+/g, ' '));
  } catch {
    return null;
  }
  if (q.trim() === '' || q.length > MAX_NORMALISED_LENGTH || CONTROL_CHARACTER.test(q)) return null;
  return `search ${queryIdentity(q)}`;
}
