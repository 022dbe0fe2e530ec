import type { Executor } from './client.js';
import { devotionalTexts, textContents } from './schema.js';

export interface TextRecord {
  title: string;
  slug: string;
  categoryId: number;
  deityId: number | null;
  description: string | null;
  author: string | null;
  isPopular: boolean;
  contents: ReadonlyArray<{ languageCode: string; content: string; isTransliteration: boolean }>;
}

/** Inserts a text and its contents; the caller owns the transaction and the validation. */
export async function insertText(executor: Executor, record: TextRecord): Promise<number> {
  const { contents, ...fields } = record;
  const [row] = await executor.insert(devotionalTexts).values(fields).returning({ id: devotionalTexts.id });
  if (!row) throw new Error('insert into devotional_texts returned no row');
  await executor.insert(textContents).values(contents.map((content) => ({ ...content, devotionalTextId: row.id })));
  return row.id;
}
