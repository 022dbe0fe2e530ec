import { eq } from 'drizzle-orm';
import { categories, deities, insertText, type Executor, type TextRecord } from '@bhakti/db';
import type { TestDatabase } from '@bhakti/db/testing';
import { reindexTextsWithin } from './reindex.js';

/** A small library for the engines' tests: texts in several scripts, deities with aliases. */
export type NewText = Omit<TextRecord, 'categoryId' | 'deityId' | 'description' | 'author' | 'isPopular'> & {
  category: string;
  deity?: string;
};

export const TEXTS: NewText[] = [
  {
    title: 'Hanuman Chalisa',
    slug: 'hanuman-chalisa',
    category: 'chalisas',
    deity: 'hanuman',
    contents: [
      {
        languageCode: 'hi',
        content: 'जय हनुमान ज्ञान गुन सागर ।\nजय कपीस तिहुँ लोक उजागर ॥\n\nराम दूत अतुलित बल धामा ।\nअंजनिपुत्र पवनसुत नामा ॥',
        isTransliteration: false,
      },
      {
        languageCode: 'en',
        content: 'Jai Hanuman gyan gun sagar\nJai kapis tihun lok ujagar',
        isTransliteration: true,
      },
    ],
  },
  {
    title: 'Shiv Chalisa',
    slug: 'shiv-chalisa',
    category: 'chalisas',
    deity: 'shiva',
    contents: [
      { languageCode: 'hi', content: 'जय गिरिजा पति दीन दयाला ।\nसदा करत सन्तन प्रतिपाला ॥', isTransliteration: false },
    ],
  },
  {
    title: 'Mahamrityunjaya Mantra',
    slug: 'mahamrityunjaya-mantra',
    category: 'mantras',
    deity: 'shiva',
    contents: [{ languageCode: 'sa', content: 'ॐ त्र्यम्बकं यजामहे सुगन्धिं पुष्टिवर्धनम् ।', isTransliteration: false }],
  },
  {
    title: 'Gayatri Mantra',
    slug: 'gayatri-mantra',
    category: 'mantras',
    contents: [
      { languageCode: 'sa', content: 'ॐ भूर्भुवः स्वः ।\nतत्सवितुर्वरेण्यं भर्गो देवस्य धीमहि ।', isTransliteration: false },
      { languageCode: 'te', content: 'ఓం భూర్భువః స్వః ।\nతత్సవితుర్వరేణ్యం', isTransliteration: false },
    ],
  },
];

/** Writes a text (not its search data); remembers its id by slug. */
export async function writeText(tx: Executor, text: NewText, ids: Map<string, number>): Promise<number> {
  const [category] = await tx.select().from(categories).where(eq(categories.slug, text.category));
  const [deity] = text.deity ? await tx.select().from(deities).where(eq(deities.slug, text.deity)) : [];
  const { category: _c, deity: _d, ...fields } = text;
  const id = await insertText(tx, {
    ...fields,
    categoryId: category?.id ?? 0,
    deityId: deity?.id ?? null,
    description: null,
    author: null,
    isPopular: false,
  });
  ids.set(text.slug, id);
  return id;
}

/** Fills an empty database with the library, search data included. */
export async function seed(database: TestDatabase, ids: Map<string, number>): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.insert(categories).values([
      { name: 'Chalisas', slug: 'chalisas', type: 'chalisa' },
      { name: 'Mantras', slug: 'mantras', type: 'mantra' },
    ]);
    await tx.insert(deities).values([
      { name: 'Hanuman', slug: 'hanuman', aliases: ['Bajrangbali', 'Anjaneya'] },
      { name: 'Shiva', slug: 'shiva', aliases: ['Mahadev'] },
    ]);
    const written = [];
    for (const text of TEXTS) written.push(await writeText(tx, text, ids));
    await reindexTextsWithin(tx, written);
  });
}

/** Queries in every style, and the text each engine must answer first. */
export const FIRST_HITS: ReadonlyArray<[string, string]> = [
  ['hanuman chalisa', 'hanuman-chalisa'],
  ['hanumaan chaalisa', 'hanuman-chalisa'],
  ['हनुमान चालीसा', 'hanuman-chalisa'],
  ['ಹನುಮಾನ್ ಚಾಲೀಸಾ', 'hanuman-chalisa'],
  ['jai hanuman gyan gun sagar', 'hanuman-chalisa'],
  ['anjaniputra pavansut', 'hanuman-chalisa'],
  ['bajrangbali', 'hanuman-chalisa'],
  ['hanumn chalisa', 'hanuman-chalisa'],
  ['hanu', 'hanuman-chalisa'],
  ['mrityunjay', 'mahamrityunjaya-mantra'],
  ['om tryambakam yajamahe', 'mahamrityunjaya-mantra'],
  ['mahadev mantra', 'mahamrityunjaya-mantra'],
  ['om bhur bhuvah', 'gayatri-mantra'],
  ['gaytri mantr', 'gayatri-mantra'],
  ['girija pati deen dayala', 'shiv-chalisa'],
];
