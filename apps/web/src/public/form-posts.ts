import { HONEYPOT_FIELD, splitInterfacePath } from '@bhakti/core';
import { INTERFACE_LANGUAGES } from '../i18n/catalogue-loading.js';
import type { PublicApi } from '../ui/api.js';
import { formPostResult, textFields, type DescribeError, type FormPostResult } from '../ui/form-post.js';
import { matchRoute } from './routes.js';

const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
const REPORT_FIELDS = [
  'languageCode',
  'transliteration',
  'script',
  'verse',
  'problem',
  'suggestion',
  HONEYPOT_FIELD,
] as const;

/** `12` → 12; anything else is not a verse number, and the procedure says so. */
const verseNumber = (value: string) => (/^\d{1,6}$/.test(value) ? Number(value) : Number.NaN);

/**
 * Sends the form posted to `requested` through its procedure, as the page's script would, and
 * says what came of it; null when no form posts there. A form on a page in another interface
 * language posts to its prefixed path (`/hi/contact`): the result names the path within the
 * language (`/contact`), as the form's `useFormPost` asks for it.
 */
export async function submitFormPost(
  requested: string,
  body: Record<string, unknown>,
  api: PublicApi,
  describe: DescribeError,
): Promise<FormPostResult | null> {
  const { path } = splitInterfacePath(requested, INTERFACE_LANGUAGES);
  const { route, params } = matchRoute(path);
  if (route.name === 'contact') {
    const values = textFields(body, CONTACT_FIELDS);
    return formPostResult(path, values, () => api.contact.submit(values), describe);
  }
  if (route.name === 'report') {
    const values = textFields(body, REPORT_FIELDS);
    const input = {
      slug: params.slug ?? '',
      languageCode: values.languageCode as never,
      isTransliteration: values.transliteration === '1',
      script: values.script || null,
      verse: verseNumber(values.verse),
      problem: values.problem,
      suggestion: values.suggestion,
      [HONEYPOT_FIELD]: values[HONEYPOT_FIELD],
    };
    return formPostResult(path, values, () => api.corrections.report(input), describe);
  }
  return null;
}
