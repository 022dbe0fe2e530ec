import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, unique, type AdminApi } from './support/admin-fixtures.js';
import { portalAxeProblems } from './support/axe.js';

/** The corpus of real texts (BHAKTI_CORPUS_DIR), read at run time, never copied in. */
const CORPUS = join(process.env.BHAKTI_CORPUS_DIR ?? '', 'texts.json');
const BATCH_SIZE = 20;

interface CorpusText {
  title: string;
  slug: string;
  categorySlug: string;
  deitySlug: string | null;
  description?: string | null;
  author?: string | null;
  isPopular?: boolean;
  contents: Array<{ languageCode: string; content: string; isTransliteration?: boolean }>;
}

type Listed = Array<{ id: number; slug: string }>;

/** Twenty corpus texts the server does not have yet, their category and deity named by id. */
async function corpusBatch(api: AdminApi) {
  const corpus = JSON.parse(readFileSync(CORPUS, 'utf8')) as CorpusText[];
  const [categories, deities, texts] = await Promise.all([
    api.get<Listed>('/api/admin/categories'),
    api.get<Listed>('/api/admin/deities'),
    api.get<Listed>('/api/admin/texts'),
  ]);
  const idOf = (list: Listed, slug: string | null) => list.find((item) => item.slug === slug)?.id ?? null;
  const taken = new Set(texts.map((text) => text.slug));
  return corpus
    .filter((text) => !taken.has(text.slug) && idOf(categories, text.categorySlug) !== null)
    .slice(0, BATCH_SIZE)
    .map(({ categorySlug, deitySlug, ...text }) => ({
      ...text,
      categoryId: idOf(categories, categorySlug),
      deityId: idOf(deities, deitySlug),
    }));
}

async function pasteBatch(page: Page, json: string): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Texts as JSON' });
  await input.fill(json);
  await page.getByRole('button', { name: 'Import Texts' }).click();
}

test.describe('batch import', () => {
  test('imports 20 texts of the shared corpus, showing progress and then each slug', async ({ portal, page, api }) => {
    test.skip(!existsSync(CORPUS), `no corpus at ${CORPUS}: set BHAKTI_CORPUS_DIR to the directory of texts.json`);
    test.setTimeout(90_000);
    const batch = await corpusBatch(api);
    expect(batch).toHaveLength(BATCH_SIZE);

    await portal.enter();
    await portal.openTab('Batch Import');
    // Hold the request a moment so that the progress indicator can be seen.
    await page.route('**/trpc/admin.texts.importBatch*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await pasteBatch(page, JSON.stringify(batch, null, 2));
    await expect(page.getByRole('status').filter({ hasText: `Importing ${BATCH_SIZE} texts...` })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Import in progress' })).toBeVisible();

    const result = page.getByTestId('batch-result');
    await expect(result).toContainText(`Imported ${BATCH_SIZE} texts`, { timeout: 30_000 });
    await expect(result.getByTestId('batch-texts').getByRole('listitem')).toHaveCount(BATCH_SIZE);
    for (const text of batch) await expect(result).toContainText(text.slug);
    await portal.expectToast('Success', `Imported ${BATCH_SIZE} texts successfully`);

    const slugs = new Set((await api.get<Listed>('/api/admin/texts')).map((text) => text.slug));
    for (const text of batch) expect(slugs.has(text.slug), text.slug).toBe(true);
    const first = batch[0]!;
    expect((await page.goto(`/texts/${first.slug}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  });

  test('imports nothing from a broken batch and lists each problem by item, title and field', async ({
    portal,
    page,
    api,
  }) => {
    const categoryId = await api.idBySlug('categories', 'mantras');
    const good = unique('Shanti Mantra');
    const item = (title: string, overrides: Record<string, unknown> = {}) => ({
      title,
      slug: title.toLowerCase().replace(/\s+/g, '-'),
      categoryId,
      contents: [{ languageCode: 'sa', content: 'ॐ शान्तिः शान्तिः शान्तिः ॥' }],
      ...overrides,
    });
    const batch = [
      item(good),
      item('Unknown Language', { contents: [{ languageCode: 'xx', content: 'text' }] }),
      item('Taken Slug', { slug: 'shiv-chalisa' }),
    ];

    await portal.enter();
    await portal.openTab('Batch Import');
    await pasteBatch(page, '{ "title": "not quite JSON", }');
    await expect(page.getByRole('textbox', { name: 'Texts as JSON' })).toHaveAccessibleDescription(
      'Invalid JSON format. Please check your input.',
    );

    await pasteBatch(page, JSON.stringify(batch));
    const result = page.getByTestId('batch-result');
    await expect(result).toContainText('Failed to import texts');
    await expect(result).toContainText('Nothing was imported');
    await expect(result).toContainText(
      'Item 2 ("Unknown Language"), contents[0].languageCode: Language must be one of',
    );
    await expect(result).toContainText('Item 3 ("Taken Slug"), slug: The slug "shiv-chalisa" is already taken');
    await expect(result).not.toContainText('Item 1');
    await portal.expectToast('Failed to import texts');
    expect(await portalAxeProblems(page)).toEqual([]);
    // The input stays, to be fixed and imported again.
    await expect(page.getByRole('textbox', { name: 'Texts as JSON' })).not.toHaveValue('');

    const slugs = (await api.get<Listed>('/api/admin/texts')).map((text) => text.slug);
    expect(slugs).not.toContain(batch[0]!.slug);
  });

  test('updates or skips texts whose slug exists, as chosen, with the counts and likely duplicates', async ({
    portal,
    page,
    api,
  }) => {
    const categoryId = await api.idBySlug('categories', 'mantras');
    const slugOf = (title: string) => title.toLowerCase().replace(/\s+/g, '-');
    const title = unique('Mangalam Bhagavan');
    const item = (name: string) => ({
      title: name,
      slug: slugOf(name),
      categoryId,
      contents: [{ languageCode: 'sa', content: `मङ्गलं भगवान् विष्णुः ${slugOf(title)} ।\nमङ्गलं गरुडध्वजः ॥` }],
    });
    expect((await api.post('/api/admin/texts/import', item(title))).status).toBe(201);
    const copyTitle = unique('Mangala Shloka');
    const batch = [{ ...item(title), description: 'A blessing' }, item(copyTitle)];

    await portal.enter();
    await portal.openTab('Batch Import');
    await expect(page.getByRole('radio', { name: 'Stop if a slug exists' })).toBeChecked();
    await page.getByRole('radio', { name: 'Update existing texts' }).check();
    await pasteBatch(page, JSON.stringify(batch));
    const result = page.getByTestId('batch-result');
    await expect(result).toContainText('Imported 2 texts');
    await expect(result).toContainText('1 created, 1 updated, 0 skipped, 0 unchanged');
    await expect(page.getByTestId('batch-warnings')).toContainText(
      `Item 2 ("${copyTitle}"): Likely a duplicate of "${slugOf(title)}", also in this import: the same first line`,
    );
    await portal.expectToast('Success', 'Imported 2 texts successfully');
    expect(await portalAxeProblems(page)).toEqual([]);
    const id = await api.idBySlug('texts', slugOf(title));
    expect(await api.get<Array<{ reason: string }>>(`/api/admin/texts/${id}/revisions`)).toMatchObject([
      { reason: 'update' },
    ]);

    await page.getByRole('radio', { name: 'Skip existing texts' }).check();
    await pasteBatch(page, JSON.stringify(batch));
    await expect(result).toContainText('Imported 0 texts');
    await expect(result).toContainText('0 created, 0 updated, 2 skipped, 0 unchanged');
    await expect(page.getByTestId('batch-warnings')).toHaveCount(0);

    await page.getByRole('radio', { name: 'Update existing texts' }).check();
    await pasteBatch(page, JSON.stringify(batch));
    await expect(result).toContainText('0 created, 0 updated, 0 skipped, 2 unchanged');
  });
});
