import { DEFAULT_INTERFACE_LANGUAGE } from '@bhakti/core';
import { useInterfaceLanguage, useT, type MessageKey, type Translate } from '../i18n/interface.js';

/** What a form's refusal is said with: the interface's messages, and whether it is English. */
export interface RefusalWords {
  t: Translate;
  english: boolean;
}

export function useRefusalWords(): RefusalWords {
  return { t: useT(), english: useInterfaceLanguage() === DEFAULT_INTERFACE_LANGUAGE };
}

/** A refusal as the API gave it: its English message, and the field, status or code when known. */
export interface Refusal {
  message: string;
  /** The field the message is about (its name in the form), if any. */
  field?: string;
  /** The HTTP status (a form posted without JavaScript) or the tRPC code (a send with it). */
  status?: number;
  code?: string;
}

/** The public forms' fields, by the name the API's messages give them ("Name must be …"). */
const FIELD_BY_LABEL: Readonly<Record<string, string>> = {
  Name: 'name',
  Email: 'email',
  Subject: 'subject',
  Message: 'message',
};

/** The interface's name of a field of the public forms. */
const FIELD_LABELS: Readonly<Record<string, MessageKey>> = {
  name: 'contact.name',
  email: 'contact.email',
  subject: 'contact.subject',
  message: 'contact.message',
};

/** A kind of refusal, as the API's messages word it (packages/api/src/schemas.ts), and how the interface says it. */
interface Kind {
  pattern: RegExp;
  /** Whether the message names its field (the e-mail's does not need to). */
  namesField: boolean;
  say(t: Translate, field: string, match: RegExpExecArray): string;
}

const KINDS: readonly Kind[] = [
  { pattern: /valid email/i, namesField: false, say: (t) => t('forms.refusal.invalidEmail') },
  {
    pattern: /^(\w+) must be at least (\d+) characters/,
    namesField: true,
    say: (t, field, match) => t('forms.refusal.tooShort', { field, min: Number(match[2]) }),
  },
  {
    pattern: /^(\w+) must be at most (\d+) characters/,
    namesField: true,
    say: (t, field, match) => t('forms.refusal.tooLong', { field, max: Number(match[2]) }),
  },
  {
    pattern: /^(\w+) must not contain control characters/,
    namesField: true,
    say: (t, field) => t('forms.refusal.controlCharacters', { field }),
  },
  { pattern: /^(\w+) is required/, namesField: true, say: (t, field) => t('forms.refusal.required', { field }) },
];

/** The refusal in the interface's language, by its kind and field; null when neither is known. */
function translatedRefusal(t: Translate, refusal: Refusal): string | null {
  if (refusal.status === 429 || refusal.code === 'TOO_MANY_REQUESTS') return t('forms.refusal.rateLimited');
  for (const kind of KINDS) {
    const match = kind.pattern.exec(refusal.message);
    if (!match) continue;
    const field = refusal.field ?? FIELD_BY_LABEL[match[1] ?? ''];
    const label = field ? FIELD_LABELS[field] : undefined;
    // A field the interface cannot name gets no sentence about it: only "please check this field".
    if (kind.namesField && !label) return null;
    return kind.say(t, label ? t(label) : '', match);
  }
  return null;
}

/**
 * What a form says of a refusal from the server (ADR 022). In English, the API's own message,
 * exactly as before; in another language the catalogue's message for the field and kind
 * (required, too short or long, an invalid e-mail, too many sends), else "please check this
 * field" for a field, else `fallback` (already in the interface's language) — never English.
 */
export function refusalText(words: RefusalWords, refusal: Refusal, fallback: string): string {
  if (words.english) return refusal.message || fallback;
  const translated = translatedRefusal(words.t, refusal);
  if (translated) return translated;
  return refusal.field ? words.t('forms.refusal.checkField') : fallback;
}

/** Every field's refusal of a post in the interface's language. */
export function refusedFields(words: RefusalWords, errors: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      refusalText(words, { message, field }, words.t('forms.refusal.checkField')),
    ]),
  );
}
