import type { Page } from '@playwright/test';
import { expect, hydrated, procedures, recordTrpc, test } from './support/fixtures.js';

const box = (page: Page) => page.getByRole('searchbox', { name: 'Search texts' });
const searches = (calls: ReturnType<typeof recordTrpc>) =>
  calls.filter((call) => procedures(call).includes('search.query'));

/** Notes, inside the page, when the search box changes. */
async function recordInputs(page: Page): Promise<void> {
  await page.evaluate(() => {
    const inputs: number[] = [];
    (window as unknown as { searchInputs: number[] }).searchInputs = inputs;
    document.querySelector('input[name="q"]')!.addEventListener('input', () => inputs.push(performance.now()));
  });
}

/** The page's own clock: its input events and the search calls it started. */
async function timings(page: Page) {
  return page.evaluate(() => ({
    inputs: (window as unknown as { searchInputs: number[] }).searchInputs,
    searches: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('search.query'))
      .map((entry) => ({
        start: entry.startTime,
        query: (JSON.parse(new URL(entry.name).searchParams.get('input') ?? '{}') as Record<string, { q?: string }>)[
          '0'
        ]?.q,
      })),
  }));
}

test.describe('search page', () => {
  test('prompts for a query and makes no call while it is empty', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Devotional Texts');
    await expect(box(page)).toHaveAttribute('placeholder', 'Search by title, description or text content...');
    await expect(page.getByRole('heading', { name: 'Search Our Collection' })).toBeVisible();
    await hydrated(page);
    const calls = recordTrpc(page);
    await box(page).fill('   ');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForTimeout(800);
    expect(searches(calls)).toHaveLength(0);
    await expect(page).toHaveURL(/\/search$/);
  });

  test('the typed value becomes the query 500 ms after typing stops; the address updates in place', async ({
    page,
  }) => {
    await page.goto('/search');
    await hydrated(page);
    await recordInputs(page);
    const calls = recordTrpc(page);
    const historyLength = await page.evaluate(() => history.length);
    await box(page).fill('han');
    await page.waitForTimeout(150);
    await box(page).fill('hanuman');
    await expect(page.getByRole('heading', { name: 'Search Results for "hanuman"' })).toBeVisible();
    const { inputs, searches: requests } = await timings(page);
    // Each call left at least 500 ms after the change that made it, and none for a value
    // replaced sooner than that.
    expect(requests.at(-1)!.query).toBe('hanuman');
    expect(requests.at(-1)!.start - inputs.at(-1)!).toBeGreaterThanOrEqual(495);
    if (inputs[1]! - inputs[0]! < 500) expect(requests.map((r) => r.query)).toEqual(['hanuman']);
    await expect(page).toHaveURL(/\/search\?q=hanuman$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    const before = searches(calls).length;
    await box(page).fill('');
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { name: 'Search Our Collection' })).toBeVisible();
    await page.waitForTimeout(700);
    expect(searches(calls)).toHaveLength(before);
  });

  test('submitting searches at once, without waiting for the pause', async ({ page }) => {
    await page.goto('/search');
    await hydrated(page);
    await recordInputs(page);
    // Type and submit in one go inside the page, so that only the page's own timing counts.
    await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('input[name="q"]')!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'gayatri');
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.form!.requestSubmit();
    });
    await expect(page.getByRole('heading', { name: 'Search Results for "gayatri"' })).toBeVisible();
    await expect(page).toHaveURL(/\/search\?q=gayatri$/);
    await page.waitForTimeout(700);
    const { inputs, searches: requests } = await timings(page);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.start - inputs[0]!).toBeLessThan(500);
  });

  test('submitting searches for what the box holds, even a value the page has not taken in yet', async ({ page }) => {
    await page.goto('/search');
    await hydrated(page);
    // The box changes with no input event (a key typed in the same moment as Enter, not rendered yet).
    await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('input[name="q"]')!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'gayatri');
      input.form!.requestSubmit();
    });
    await expect(page.getByRole('heading', { name: 'Search Results for "gayatri"' })).toBeVisible();
    await expect(page).toHaveURL(/\/search\?q=gayatri$/);
    await expect(page.getByRole('searchbox').first()).toHaveValue('gayatri');
  });

  test("results: title, category badge, description, languages and 'Read Text'", async ({ page }) => {
    await page.goto('/search?q=hanuman');
    await expect(page.getByRole('heading', { name: 'Search Results for "hanuman"' })).toBeVisible();
    const result = page.locator('.result-card').filter({ hasText: 'Hanuman Chalisa' }).first();
    await expect(result.locator('.badge')).toHaveAttribute('data-type', 'chalisa');
    await expect(result.locator('.badge')).toHaveText('Chalisa');
    await expect(result).toContainText('Forty chaupais in praise of Hanuman.');
    await expect(result.getByRole('list', { name: 'Languages of Hanuman Chalisa' })).toContainText('Hindi');
    await result.getByRole('link', { name: /^Read Text/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hanuman Chalisa');
  });

  test("'Searching...' while the call runs", async ({ page }) => {
    await page.goto('/search');
    await hydrated(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/trpc/search.query**', async (route) => {
      await held;
      await route.continue();
    });
    await box(page).fill('shiv');
    await box(page).press('Enter');
    await expect(page.getByText('Searching...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Search Results for "shiv"' })).toBeVisible();
  });

  test("'No results found' with a way to the categories", async ({ page }) => {
    await page.goto('/search?q=zzqxjv');
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
    await expect(
      page.getByText(
        'We couldn\'t find any devotional texts matching "zzqxjv". Try different keywords or browse our categories.',
      ),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Browse All Categories' }).click();
    await expect(page).toHaveURL(/\/categories$/);
  });

  test('a failed search shows nothing', async ({ page }) => {
    await page.goto('/search');
    await hydrated(page);
    await page.route('**/trpc/search.query**', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await box(page).fill('krishna');
    await box(page).press('Enter');
    await expect(page.getByText('Searching...')).toBeHidden();
    await expect(page.getByRole('heading', { name: /Search Results|No results|Search Our Collection/ })).toHaveCount(0);
  });

  test('"… in telugu" opens the Telugu view, and "… meaning" the translation beside the verses', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent('hanuman chalisa in telugu')}`);
    const title = page.locator('.result-card').first().getByRole('link', { name: 'Hanuman Chalisa', exact: true });
    await expect(title).toHaveAttribute('href', '/texts/hanuman-chalisa?language=hi&script=telugu');
    await expect(page.locator('.result-card').first()).toContainText('Opens in Telugu script.');
    await title.click();
    await expect(page.locator('#text-content')).toHaveAttribute('lang', 'hi-Telu');
    await expect(page.locator('#text-content')).toContainText('శ్రీ');

    await page.goto(`/search?q=${encodeURIComponent('gayatri mantra with meaning')}`);
    const meaning = page.locator('.result-card').first().getByRole('link', { name: 'Gayatri Mantra', exact: true });
    await expect(meaning).toHaveAttribute('href', '/texts/gayatri-mantra?language=sa&beside=en');
    await expect(page.locator('.result-card').first()).toContainText('Opens in Sanskrit, with English beside it.');
    await meaning.click();
    await expect(page.locator('#text-content')).toHaveAttribute('data-beside', 'true');
  });

  test('a snippet shows the match highlighted and links to the language and verse', async ({ page }) => {
    await page.goto('/search');
    await hydrated(page);
    const result = {
      id: 1,
      slug: 'gayatri-mantra',
      title: 'Gayatri Mantra',
      description: null,
      categoryType: 'mantra',
      categoryName: 'Mantras',
      availableLanguages: ['sa', 'ta'],
      matchedLanguage: 'ta',
      matchedTransliteration: false,
      snippet: 'தியோ யோ ந: ப்ரசோதயாத்',
      highlights: [{ start: 11, end: 21 }],
      verse: 1,
      matchedTitle: false,
      view: null,
    };
    await page.route('**/trpc/search.query**', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify([{ result: { data: [result] } }]) }),
    );
    // The engine matches across scripts: a Latin query, a Tamil match.
    await box(page).fill('prachodayat');
    await box(page).press('Enter');
    const snippet = page.locator('.snippet');
    await expect(snippet).toHaveAttribute('lang', 'ta');
    await expect(snippet.locator('mark')).toHaveText('ப்ரசோதயாத்');
    await expect(page.getByRole('link', { name: 'Gayatri Mantra', exact: true })).toHaveAttribute(
      'href',
      '/texts/gayatri-mantra?language=ta#v1',
    );
    await page.unrouteAll();
    await page.getByRole('link', { name: 'Gayatri Mantra', exact: true }).click();
    await expect(page.locator('#text-content')).toHaveAttribute('lang', 'ta');
    await expect(page.locator('#v1')).toBeInViewport();
  });
});
