import { describe, expect, it } from 'vitest';
import { buildSearchEntries, termsOf, type IndexableText } from './entries.js';

const text: IndexableText = {
  id: 7,
  title: 'Hanuman Chalisa',
  alternativeTitles: [],
  keywords: [],
  description: 'Forty verses in praise of Hanuman.',
  author: 'Goswami Tulsidas',
  categoryName: 'Chalisas',
  categoryType: 'chalisa',
  deityName: 'Hanuman',
  deityAliases: ['Bajrangbali', 'Anjaneya'],
  contents: [
    {
      languageCode: 'hi',
      content: 'जय हनुमान ज्ञान गुन सागर ।\nजय कपीस तिहुँ लोक उजागर ॥\n\nराम दूत अतुलित बल धामा ।',
      isTransliteration: false,
    },
    { languageCode: 'en', content: 'Jai Hanuman gyan gun sagar', isTransliteration: true },
  ],
};

describe('buildSearchEntries', () => {
  const entries = buildSearchEntries(text);

  it('makes a title, a metadata and a description entry', () => {
    expect(entries.filter((e) => e.kind === 'title').map((e) => e.key)).toEqual(['hanuman calis']);
    const meta = entries.find((e) => e.kind === 'meta');
    expect(meta?.key).toBe('hanuman calis hanuman vajrangvali anjane calisas calis gosvami tulsidas');
    expect(entries.find((e) => e.kind === 'about')?.original).toBe(text.description);
  });

  it('makes a title entry for each other title, and puts them and the keywords in the metadata', () => {
    const named = buildSearchEntries({
      ...text,
      alternativeTitles: ['Forty verses to Hanuman', 'हनुमान चालीसा'],
      keywords: ['Tuesday prayer'],
    });
    expect(named.filter((e) => e.kind === 'title').map((e) => e.original)).toEqual([
      'Hanuman Chalisa',
      'Forty verses to Hanuman',
      'हनुमान चालीसा',
    ]);
    expect(named.find((e) => e.kind === 'meta')?.key).toBe(
      'hanuman calis porty verses to hanuman hanuman calis tuesdai prayer hanuman vajrangvali anjane calisas calis gosvami tulsidas',
    );
  });

  it('makes one entry per verse of each content, the first verse apart', () => {
    const verses = entries.filter((e) => e.kind === 'first' || e.kind === 'verse');
    expect(verses.map((e) => [e.kind, e.languageCode, e.isTransliteration, e.verse])).toEqual([
      ['first', 'hi', false, 1],
      ['verse', 'hi', false, 2],
      ['first', 'en', true, 1],
    ]);
    expect(verses[0]?.original).toBe('जय हनुमान ज्ञान गुन सागर ।\nजय कपीस तिहुँ लोक उजागर ॥');
    expect(verses[0]?.key).toBe(verses[2]?.key.concat(' jai kapis tihun lok ujagar'));
  });

  it('leaves out a missing description and pieces with nothing searchable', () => {
    const bare = buildSearchEntries({
      ...text,
      description: null,
      contents: [{ languageCode: 'hi', content: '॥ ।', isTransliteration: false }],
    });
    expect(bare.map((e) => e.kind)).toEqual(['title', 'meta']);
  });
});

describe('termsOf', () => {
  it('answers each word once, sorted, with its skeleton', () => {
    const terms = termsOf(buildSearchEntries({ ...text, contents: [] }));
    expect(terms.map((t) => t.term)).toEqual([...new Set(terms.map((t) => t.term))].sort());
    expect(terms.find((t) => t.term === 'hanuman')?.skeleton).toBe('hnumn');
  });
});
