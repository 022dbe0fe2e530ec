import type { CorpusText, Library } from './corpus.js';

export const GENERATED_TEXTS = 10_000;
export const LANGUAGES_PER_TEXT = 5;
const VERSES_PER_CONTENT = 4;
const LINES_PER_VERSE = 2;

/** A small seeded generator (mulberry32), so that every run builds the same library. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const poolKey = (c: { languageCode: string; isTransliteration?: boolean }) =>
  `${c.languageCode}${c.isTransliteration ? ':translit' : ''}`;

/** Every non-empty line of the corpus, by language (transliterations apart). */
function linePools(texts: readonly CorpusText[]): Map<string, string[]> {
  const pools = new Map<string, string[]>();
  for (const content of texts.flatMap((text) => text.contents)) {
    const lines = content.content.split('\n').filter((line) => line.trim() !== '');
    pools.set(poolKey(content), [...(pools.get(poolKey(content)) ?? []), ...lines]);
  }
  return pools;
}

/**
 * A library of 10,000 texts (or `count`), each in five languages (or `languagesPerText`), built from corpus lines: every
 * text takes a corpus text's title (numbered), category and deity, and for each of five
 * languages four verses of lines drawn from that language's corpus lines.
 */
export function generateLibrary(
  corpus: Library,
  count = GENERATED_TEXTS,
  languagesPerText = LANGUAGES_PER_TEXT,
): Library {
  const random = seededRandom(108);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const pools = linePools(corpus.texts);
  const languages = [...pools.keys()];
  const texts = Array.from({ length: count }, (_, i): CorpusText => {
    const model = corpus.texts[i % corpus.texts.length] as CorpusText;
    const start = Math.floor(random() * languages.length);
    const chosen = Array.from(
      { length: languagesPerText },
      (_, k) => languages[(start + k) % languages.length] as string,
    );
    return {
      title: `${model.title} ${Math.floor(i / corpus.texts.length) + 1}`,
      slug: `generated-${i + 1}`,
      categorySlug: model.categorySlug,
      deitySlug: model.deitySlug ?? null,
      description: model.description ?? null,
      author: model.author ?? null,
      contents: chosen.map((key) => {
        const [languageCode = 'en', translit] = key.split(':');
        const lines = pools.get(key) ?? [];
        const verse = () => Array.from({ length: LINES_PER_VERSE }, () => pick(lines)).join('\n');
        const content = Array.from({ length: VERSES_PER_CONTENT }, verse).join('\n\n');
        return { languageCode, content, isTransliteration: translit === 'translit' };
      }),
    };
  });
  return { categories: corpus.categories, deities: corpus.deities, texts };
}
