import { describe, expect, it } from 'vitest';
import { validateContact } from './contact-form.js';
import { highlight } from './search-result-card.js';

describe('contact validation (docs/product.md)', () => {
  const valid = { name: 'Asha', email: 'asha@example.org', subject: 'Hello', message: 'Ten chars!' };

  it('accepts the minimums', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('names each problem with the spec message', () => {
    expect(validateContact({ name: ' A ', email: 'asha@', subject: 'Hey', message: 'short' })).toEqual({
      name: 'Name must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      subject: 'Subject must be at least 5 characters.',
      message: 'Message must be at least 10 characters.',
    });
  });

  it('counts characters, not bytes', () => {
    expect(validateContact({ ...valid, name: 'रा' }).name).toBeUndefined();
    expect(validateContact({ ...valid, email: 'a@b.c' }).email).toBe('Please enter a valid email address.');
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
