import type { Category, Deity, FullText, PublicApi, SearchResult, TextListItem } from '../ui/api.js';

/** The server caller's NOT_FOUND, as the procedures throw it. */
export class FakeTrpcError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const categories: Category[] = [
  { id: 1, name: 'Aartis', slug: 'aartis', type: 'aarti', description: null, iconName: null },
  { id: 2, name: 'Chalisas', slug: 'chalisas', type: 'chalisa', description: 'Forty verses.', iconName: null },
];

export const deities: Deity[] = [
  { id: 7, name: 'Hanuman', slug: 'hanuman', description: null, imageUrl: '/images/deities/hanuman.jpeg', aliases: [] },
];

export const hanuman: FullText = {
  id: 11,
  slug: 'hanuman-chalisa',
  title: 'Hanuman Chalisa',
  categoryId: 2,
  categoryName: 'Chalisas',
  categoryType: 'chalisa',
  categorySlug: 'chalisas',
  deityId: 7,
  deityName: 'Hanuman',
  deitySlug: 'hanuman',
  deityImageUrl: '/images/deities/hanuman.jpeg',
  author: 'Goswami Tulsidas',
  description: null,
  popularity: 3,
  isPopular: true,
  alternativeTitles: [],
  keywords: ['Tuesday'],
  contents: [
    {
      id: 1,
      languageCode: 'hi',
      content: 'जय हनुमान ज्ञान गुन सागर ।\nजय कपीस तिहुँ लोक उजागर ॥\n\nराम दूत अतुलित बल धामा ।',
      isTransliteration: false,
    },
    { id: 2, languageCode: 'en', content: 'Jai Hanuman gyan gun sagar', isTransliteration: true },
  ],
  availableLanguages: ['en', 'hi'],
  updatedAt: '2026-02-01T10:00:00.000Z',
  prevText: null,
  nextText: { slug: 'shiv-chalisa', title: 'Shiv Chalisa' },
};

export const listItem: TextListItem = {
  id: 11,
  slug: 'hanuman-chalisa',
  title: 'Hanuman Chalisa',
  categoryType: 'chalisa',
  categoryName: 'Chalisas',
  categorySlug: 'chalisas',
  firstLine: 'जय हनुमान ज्ञान गुन सागर ।',
  description: null,
  availableLanguages: ['en', 'hi'],
};

const notFound = (what: string) => Promise.reject(new FakeTrpcError('NOT_FOUND', `${what} not found`));

/** An in-memory PublicApi with the procedures' not-found behaviour; `calls` records each call. */
export function fakeApi(overrides: { texts?: FullText[]; search?: SearchResult[] } = {}) {
  const texts = overrides.texts ?? [hanuman];
  const calls: string[] = [];
  const record = <T>(name: string, result: () => Promise<T>): Promise<T> => {
    calls.push(name);
    return result();
  };
  const api: PublicApi = {
    categories: {
      list: () => record('categories.list', async () => categories),
      bySlug: ({ slug }) =>
        record('categories.bySlug', () => {
          const category = categories.find((c) => c.slug === slug);
          return category ? Promise.resolve(category) : notFound('Category');
        }),
    },
    texts: {
      list: (input) => record('texts.list', async () => (input?.offset ? [] : [listItem])),
      popular: () => record('texts.popular', async () => [listItem]),
      bySlug: ({ slug }) =>
        record('texts.bySlug', () => {
          const text = texts.find((t) => t.slug === slug);
          return text ? Promise.resolve(text) : notFound('Text');
        }),
      byCategory: ({ categoryId, offset }) =>
        record('texts.byCategory', async () => (categoryId === 2 && !offset ? [listItem] : [])),
      byDeity: ({ offset }) => record('texts.byDeity', async () => (offset ? [] : [listItem])),
    },
    deities: {
      list: () => record('deities.list', async () => deities),
      byIdOrSlug: ({ idOrSlug }) =>
        record('deities.byIdOrSlug', () => {
          const deity = deities.find((d) => d.slug === idOrSlug || String(d.id) === idOrSlug);
          return deity ? Promise.resolve(deity) : notFound('Deity');
        }),
    },
    stats: {
      languages: () => record('stats.languages', async () => ({ count: 2 })),
      texts: () =>
        record('stats.texts', async () => ({
          texts: 1,
          byCategory: [{ id: 2, count: 1 }],
          byDeity: [{ id: 7, count: 1 }],
          byLetter: [{ letter: 'h' as const, count: 1 }],
        })),
    },
    search: { query: () => record('search.query', async () => overrides.search ?? []) },
    newsletter: {
      subscribe: () => record('newsletter.subscribe', async () => ({ success: true as const, message: 'ok' })),
    },
    contact: { submit: () => record('contact.submit', async () => ({ success: true as const, id: 1 })) },
    corrections: {
      report: () => record('corrections.report', async () => ({ success: true as const, message: 'Thank you!' })),
    },
  };
  return { api, calls };
}
