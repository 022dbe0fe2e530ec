import { beforeAll, describe, expect, it } from 'vitest';
import { i18nOf, type MessageKey, type MessageValues, type Translate } from '../i18n/interface.js';
import { loadWholeInterface } from '../i18n/catalogue-loading.js';
import { validateContact } from './contact-form.js';
import { refusalText, refusedFields, type RefusalWords } from './form-refusals.js';
import { highlight } from './search-result-card.js';

/** The interface's messages in a language, its catalogue loaded, as `useT` gives them. */
const translate =
  (language: string): Translate =>
  (key: MessageKey, values?: MessageValues) =>
    i18nOf(language)._(key, values);

const english: RefusalWords = { t: translate('en'), english: true };
const hindi: RefusalWords = { t: translate('hi'), english: false };
const latin = /[A-Za-z]/;

beforeAll(() => Promise.all([loadWholeInterface('en'), loadWholeInterface('hi')]));

describe('contact validation (docs/product.md)', () => {
  const valid = { name: 'Asha', email: 'asha@example.org', subject: 'Hello', message: 'Ten chars!' };

  it('accepts the minimums', () => {
    expect(validateContact(valid, english.t)).toEqual({});
  });

  it('names each problem with the spec message', () => {
    expect(validateContact({ name: ' A ', email: 'asha@', subject: 'Hey', message: 'short' }, english.t)).toEqual({
      name: 'Name must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      subject: 'Subject must be at least 5 characters.',
      message: 'Message must be at least 10 characters.',
    });
  });

  it('says them in the interface’s language', () => {
    const errors = validateContact({ name: '', email: '', subject: '', message: '' }, hindi.t);
    expect(Object.keys(errors)).toEqual(['name', 'email', 'subject', 'message']);
    for (const message of Object.values(errors)) expect(message).not.toMatch(latin);
    expect(errors.subject).toContain(hindi.t('contact.subject'));
  });

  it('counts characters, not bytes', () => {
    expect(validateContact({ ...valid, name: 'रा' }, english.t).name).toBeUndefined();
    expect(validateContact({ ...valid, email: 'a@b.c' }, english.t).email).toBe('Please enter a valid email address.');
  });
});

describe('a refusal from the server (ADR 022)', () => {
  const refusals = [
    { message: 'Message must be at most 5000 characters', field: 'message' },
    { message: 'Name must be at least 2 characters.', field: 'name' },
    { message: 'Subject must not contain control characters', field: 'subject' },
    { message: 'Please enter a valid email address.', field: 'email' },
    { message: 'Too many messages from this address. Please try again later.', status: 429 },
    { message: 'Too many subscriptions from this address. Please try again later.', code: 'TOO_MANY_REQUESTS' },
  ];

  it('is the API’s own message in English', () => {
    for (const refusal of refusals) expect(refusalText(english, refusal, 'fallback')).toBe(refusal.message);
    expect(refusalText(english, { message: '' }, 'fallback')).toBe('fallback');
  });

  it('is the catalogue’s message for its field and kind in another language', () => {
    expect(refusalText(hindi, refusals[0]!, 'x')).toBe(
      hindi.t('forms.refusal.tooLong', { field: hindi.t('contact.message'), max: 5000 }),
    );
    expect(refusalText(hindi, refusals[3]!, 'x')).toBe(hindi.t('forms.refusal.invalidEmail'));
    expect(refusalText(hindi, refusals[4]!, 'x')).toBe(hindi.t('forms.refusal.rateLimited'));
    for (const refusal of refusals) expect(refusalText(hindi, refusal, 'x')).not.toMatch(latin);
  });

  it('falls back to "check this field", or the form’s own message, never English', () => {
    expect(refusalText(hindi, { message: 'Something new went wrong', field: 'name' }, 'x')).toBe(
      hindi.t('forms.refusal.checkField'),
    );
    expect(refusalText(hindi, { message: 'Verse must be at least 1 characters', field: 'verse' }, 'x')).toBe(
      hindi.t('forms.refusal.checkField'),
    );
    expect(refusalText(hindi, { message: 'Text not found' }, 'संदेश नहीं गया')).toBe('संदेश नहीं गया');
    expect(refusedFields(hindi, { email: 'Email must be at most 254 characters' }).email).not.toMatch(latin);
  });
});

describe('search highlight', () => {
  it('marks every query word, whatever the case', () => {
    const parts = highlight('Jai Hanuman gyan gun sagar, jai kapis', 'jai GUN');
    const marked = parts.filter((part) => typeof part !== 'string');
    expect(marked).toHaveLength(3);
    expect(parts.join('')).toContain('Hanuman gyan');
  });

  it('treats the query as text, not a pattern', () => {
    expect(highlight('a (b) c', '(b)').filter((part) => typeof part !== 'string')).toHaveLength(1);
    expect(highlight('abc', '   ')).toEqual(['abc']);
  });
});
