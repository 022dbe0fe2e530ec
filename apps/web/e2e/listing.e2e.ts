import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './support/fixtures.js';

/** Holds matching tRPC calls until the returned function is called. */
async function hold(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const cards = (page: Page) => page.locator('main article.card');

test.describe('category page', () => {
  test('heading, description and cards with badge, first line, language chips and a way in', async ({ page }) => {
    await page.goto('/category/mantras');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mantras');
    await expect(page.getByText('Sacred verses chanted in daily prayer.')).toBeVisible();
    await expect(cards(page).filter({ hasText: 'Mahamrityunjaya Mantra' })).toBeVisible();
    const gayatri = cards(page).filter({ hasText: 'Gayatri Mantra' });
    await expect(gayatri.locator('.badge')).toHaveText('Mantra');
    await expect(gayatri.locator('.badge')).toHaveAttribute('data-type', 'mantra');
    await expect(gayatri.locator('.card-first-line')).toHaveText(
      'We meditate on the glorious light of the divine Savitr;',
    );
    const chips = gayatri.getByRole('list', { name: 'Read Gayatri Mantra in' }).getByRole('link');
    await expect(chips).toHaveCount(10);
    await expect(chips.filter({ hasText: 'Tamil' })).toHaveAttribute('href', '/texts/gayatri-mantra?language=ta');
    await expect(gayatri.getByRole('link', { name: /^Read Full Text/ })).toHaveAttribute(
      'href',
      '/texts/gayatri-mantra',
    );
    await expect(page).toHaveTitle('Mantras | Bhakti Sangrah');
  });

  test('a category without a description takes the built-in one; the first line carries its language', async ({
    page,
  }) => {
    await page.goto('/category/chalisas');
    await expect(page.getByText('Devotional compositions of forty verses.')).toBeVisible();
    const line = cards(page).filter({ hasText: 'Shiv Chalisa' }).locator('.card-first-line');
    await expect(line).toHaveAttribute('lang', 'hi');
    await expect(cards(page).first().locator('.badge')).toHaveAttribute('data-type', 'chalisa');
  });

  test('accepts a category type as the slug', async ({ page }) => {
    const response = await page.goto('/category/chalisa');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chalisas');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/category\/chalisas$/);
  });

  test("'No Texts Available' for a category without texts", async ({ page }) => {
    await page.goto('/category/stotrams');
    await expect(page.getByRole('heading', { name: 'No Texts Available' })).toBeVisible();
    await expect(
      page.getByText('There are currently no texts in this category. Check back later for updates.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  });

  test("'Category Not Found' with a 404", async ({ page }) => {
    const response = await page.goto('/category/no-such-thing');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Category Not Found');
    await expect(page.getByText("The category you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  });

  test('a skeleton of 6 cards while loading, then the texts', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    const release = await hold(page, '**/trpc/**');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Aartis' }).click();
    await expect(page.getByTestId('card-skeletons').locator('.card-skeleton')).toHaveCount(6);
    release();
    await expect(cards(page).filter({ hasText: 'Om Jai Jagdish Hare' })).toBeVisible();
  });

  test("'Could not load texts' when the texts fail to load", async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    await page.route('**/trpc/**texts.byCategory**', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Aartis' }).click();
    await expect(page.getByRole('heading', { name: 'Could not load texts' })).toBeVisible();
    await expect(
      page.getByText('We had trouble loading the texts in this category. Please try again later.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  });
});

test.describe('categories page', () => {
  test('lists every category with its text count', async ({ page }) => {
    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Browse Categories');
    expect(await cards(page).count()).toBeGreaterThanOrEqual(4);
    await expect(cards(page).filter({ hasText: 'Mantras' })).toContainText(/\d+ texts/);
    await expect(cards(page).filter({ hasText: 'Stotrams' })).toContainText('0 texts');
    await cards(page).filter({ hasText: 'Aartis' }).getByRole('link', { name: 'Browse Aartis' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aartis');
  });
});

test.describe('deity page', () => {
  test('/deity/{slug}: name, description and the texts for the deity', async ({ page }) => {
    await page.goto('/deity/shiva');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shiva');
    await expect(page.getByText('Explore devotional texts dedicated to Shiva.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Devotional Texts for Shiva' })).toBeVisible();
    await expect(cards(page).filter({ hasText: 'Shiv Chalisa' })).toBeVisible();
    await expect(cards(page).filter({ hasText: 'Mahamrityunjaya' }).locator('.badge')).toHaveText('Mantra');
    await expect(page).toHaveTitle('Shiva — Devotional Texts | Bhakti Sangrah');
  });

  test('/deities/{id} and /deity/{id} show the same deity', async ({ page, request }) => {
    const deity = (await (await request.get('/api/deities/shiva')).json()) as { id: number };
    for (const path of [`/deities/${deity.id}`, `/deity/${deity.id}`]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shiva');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/deity\/shiva$/);
    }
  });

  test('an image that fails to load is hidden', async ({ page }) => {
    await page.goto('/deity/hanuman');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hanuman');
    await expect(page.getByText('The devoted servant of Rama.')).toBeVisible();
    await expect(page.locator('.deity-image')).toHaveCount(0);
  });

  test("'No Texts Available' names the deity", async ({ page }) => {
    await page.goto('/deity/ganesha');
    await expect(page.getByRole('heading', { name: 'No Texts Available' })).toBeVisible();
    await expect(
      page.getByText('There are currently no devotional texts associated with Ganesha. Check back later for updates.'),
    ).toBeVisible();
  });

  test('a skeleton of 6 cards while loading; an error when the deity cannot be loaded', async ({ page }) => {
    await page.goto('/texts/gayatri-mantra');
    await hydrated(page);
    const release = await hold(page, '**/trpc/**');
    await page.getByRole('link', { name: 'Gayatri', exact: true }).click();
    await expect(page.getByTestId('card-skeletons').locator('.card-skeleton')).toHaveCount(6);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gayatri');

    await page.unrouteAll();
    await page.goto('/texts/hanuman-chalisa');
    await hydrated(page);
    await page.route('**/trpc/**deities.byIdOrSlug**', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.getByRole('link', { name: 'Hanuman', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Could not load deity information' })).toBeVisible();
    await expect(
      page.getByText('We had trouble loading the information for this deity. Please try again later.'),
    ).toBeVisible();
  });
});
