import { describe, expect, it } from 'vitest';
import { nextSlug } from '../forms/slug-autofill.js';
import type { AdminText } from '../api/admin-client.js';
import {
  contentLang,
  emptyTextForm,
  formFromText,
  formSignature,
  newRow,
  textInputFromForm,
  validateTextForm,
  type TextFormState,
} from './text-form-state.js';
import { NOT_EDITING_MESSAGE, removalProblem } from './use-content-removal.js';

const filled = (): TextFormState => ({
  ...emptyTextForm(),
  title: ' Om Jai Jagdish Hare ',
  slug: 'om-jai-jagdish-hare',
  categoryId: '3',
  contents: [{ ...newRow('hi'), content: 'ॐ जय जगदीश हरे' }],
});

describe('the text form', () => {
  it('starts with one empty Sanskrit row; added rows are English', () => {
    const form = emptyTextForm();
    expect(form.contents).toHaveLength(1);
    expect(form.contents[0]).toMatchObject({ languageCode: 'sa', content: '', isTransliteration: false, id: null });
    expect(newRow().languageCode).toBe('en');
    expect(new Set([newRow().key, newRow().key]).size).toBe(2);
  });

  it('sends ids as integers, an empty deity as null, and trims the fields', () => {
    const input = textInputFromForm({ ...filled(), deityId: '', description: '  ', author: ' Tulsidas ' });
    expect(input).toMatchObject({
      title: 'Om Jai Jagdish Hare',
      categoryId: 3,
      deityId: null,
      description: '',
      author: 'Tulsidas',
      isPopular: false,
    });
    expect(textInputFromForm({ ...filled(), deityId: '7' }).deityId).toBe(7);
    expect(input.contents).toEqual([
      { languageCode: 'hi', content: 'ॐ जय जगदीश हरे', isTransliteration: false, machineGenerated: false },
    ]);
  });

  it('needs a title, a valid slug, a category, and a language and content in every row', () => {
    expect(validateTextForm(filled())).toEqual({});
    expect(validateTextForm(emptyTextForm())).toEqual({
      title: 'Title is required',
      slug: 'Slug is required',
      categoryId: 'Category is required',
      'contents[0].content': 'Content is required',
    });
    expect(validateTextForm({ ...filled(), slug: 'Om Jai' }).slug).toMatch(/lowercase letters/);
  });

  it('refuses a second content of the same language and kind, but allows a transliteration beside it', () => {
    const twice = { ...filled(), contents: [...filled().contents, { ...newRow('hi'), content: 'x' }] };
    expect(validateTextForm(twice)['contents[1].languageCode']).toBe('Only one content per language (Hindi)');
    const transliterated = {
      ...filled(),
      contents: [...filled().contents, { ...newRow('hi'), content: 'om', isTransliteration: true }],
    };
    expect(validateTextForm(transliterated)).toEqual({});
  });

  it('fills from a saved text, and sees no change until something changes, whatever the row order', () => {
    const saved = {
      id: 4,
      title: 'Gayatri Mantra',
      slug: 'gayatri-mantra',
      categoryId: 3,
      deityId: null,
      description: null,
      author: null,
      isPopular: true,
      alternativeTitles: ['Savitri Mantra', 'Gayatri, the mother of the Vedas'],
      keywords: ['sunrise prayer', 'sandhya'],
      contents: [
        { id: 10, languageCode: 'sa', content: 'ॐ भूर्भुवः स्वः', isTransliteration: false },
        { id: 11, languageCode: 'en', content: 'Om bhur bhuvah svah', isTransliteration: true },
      ],
    } as unknown as AdminText;
    const form = formFromText(saved);
    expect(form).toMatchObject({
      categoryId: '3',
      deityId: '',
      description: '',
      author: '',
      isPopular: true,
      alternativeTitles: 'Savitri Mantra\nGayatri, the mother of the Vedas',
      keywords: 'sunrise prayer, sandhya',
    });
    expect(textInputFromForm(form)).toMatchObject({
      alternativeTitles: 'Savitri Mantra\nGayatri, the mother of the Vedas',
      keywords: 'sunrise prayer, sandhya',
    });
    expect(form.contents.map((row) => row.id)).toEqual([10, 11]);
    const reversed = { ...form, contents: [...form.contents].reverse() };
    expect(formSignature(reversed)).toBe(formSignature(formFromText(saved)));
    expect(formSignature({ ...form, author: 'Vishvamitra' })).not.toBe(formSignature(form));
    expect(formSignature({ ...form, keywords: 'sandhya' })).not.toBe(formSignature(form));
  });

  it('marks each row with its language, in Latin script for a transliteration of an Indic language', () => {
    expect(contentLang({ languageCode: 'ta', isTransliteration: false })).toBe('ta');
    expect(contentLang({ languageCode: 'hi', isTransliteration: true })).toBe('hi-Latn');
    expect(contentLang({ languageCode: 'en', isTransliteration: true })).toBe('en');
  });
});

describe('removing a content row', () => {
  const saved = (id: number | null, languageCode: string) => ({ ...newRow(languageCode), id });

  it('never removes the last row', () => {
    expect(removalProblem({ contents: [saved(null, 'sa')] }, saved(null, 'sa'), false)).toEqual({
      title: 'Cannot remove',
      description: 'At least one language content is required',
    });
  });

  it('removes unsaved rows freely, and deletes saved ones only in edit mode while another saved row remains', () => {
    const rows = [saved(1, 'hi'), saved(null, 'en')];
    expect(removalProblem({ contents: rows }, rows[1]!, true)).toBeNull();
    expect(removalProblem({ contents: rows }, rows[0]!, false)?.description).toBe(NOT_EDITING_MESSAGE);
    expect(removalProblem({ contents: rows }, rows[0]!, true)).toEqual({
      title: 'Cannot delete',
      description: 'At least one language content is required',
    });
    const two = [saved(1, 'hi'), saved(2, 'sa')];
    expect(removalProblem({ contents: two }, two[0]!, true)).toBeNull();
  });
});

describe('slug auto-fill', () => {
  it('follows the title while the slug is empty or still the suggested one', () => {
    expect(nextSlug('', 'H', '')).toBe('h');
    expect(nextSlug('H', 'Hanuman Chalisa!', 'h')).toBe('hanuman-chalisa');
    expect(nextSlug('Hanuman', 'Hanuman Chalisa', 'my-own-slug')).toBe('my-own-slug');
  });
});
