import { describe, expect, it } from 'vitest';
import type { FullText, TextContent } from '../ui/api.js';
import { choiceFromSearch, readingView } from './reading-view.js';

let nextId = 1;
const content = (languageCode: string, body: string, isTransliteration = false): TextContent => ({
  id: nextId++,
  languageCode,
  content: body,
  isTransliteration,
});

function text(contents: TextContent[]): FullText {
  const available = [...new Set(contents.map((c) => c.languageCode))];
  return {
    id: 1,
    slug: 't',
    title: 'T',
    categoryId: 1,
    categoryName: 'Mantras',
    categoryType: 'mantra',
    categorySlug: 'mantras',
    deityId: null,
    deityName: null,
    deitySlug: null,
    deityImageUrl: null,
    author: null,
    description: null,
    popularity: 0,
    isPopular: false,
    alternativeTitles: [],
    keywords: [],
    contents,
    availableLanguages: available,
    updatedAt: '2026-01-01T00:00:00.000Z',
    prevText: null,
    nextText: null,
  };
}

const fromUrl = (query: string) => choiceFromSearch(new URLSearchParams(query));

describe('readingView (docs/product.md)', () => {
  const gayatri = text([content('sa', 'ॐ भूर्भुवः स्वः'), content('ta', 'ஓம்'), content('en', 'Om bhur bhuvah svah', true)]);

  it('uses the URL language when the text has it', () => {
    expect(readingView(gayatri, fromUrl('language=ta'))).toMatchObject({ language: 'ta', lang: 'ta' });
  });

  it('otherwise the first of en, sa, hi, gu, te, ta, mr, kn, bn the text has', () => {
    // English exists only as a transliteration: it still counts, and shows the transliteration.
    expect(readingView(gayatri, fromUrl(''))).toMatchObject({ language: 'en', lang: 'sa-Latn' });
    expect(readingView(gayatri, fromUrl('language=hi')).language).toBe('en');
    const noEnglish = text([content('kn', 'ಓಂ'), content('hi', 'ॐ'), content('bn', 'ওঁ')]);
    expect(readingView(noEnglish, fromUrl('language=xx')).language).toBe('hi');
    const malayalamOnly = text([content('ml', 'ഓം')]);
    expect(readingView(malayalamOnly, fromUrl('')).language).toBe('ml');
  });

  it('shows the original before the transliteration of the same language', () => {
    const both = text([content('en', 'We meditate'), content('en', 'Om bhur', true)]);
    expect(readingView(both, fromUrl('')).content?.content).toBe('We meditate');
  });

  it('the transliteration view shows the transliterated item', () => {
    const view = readingView(gayatri, fromUrl('language=en&view=transliteration'));
    expect(view).toMatchObject({ transliteration: true, lang: 'sa-Latn' });
    expect(view.content?.content).toBe('Om bhur bhuvah svah');
    const none = text([content('sa', 'ॐ')]);
    expect(readingView(none, fromUrl('view=transliteration')).transliteration).toBe(false);
  });

  it('a chosen language without content has none (the page says so)', () => {
    expect(readingView(gayatri, { language: 'hi', transliteration: false }, true)).toMatchObject({
      language: 'hi',
      content: null,
    });
  });
});
