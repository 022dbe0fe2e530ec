import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { SERVER_CLI, runNode, startBuiltServer, type RunningServer } from '@bhakti/testing';
import { seriousViolations } from './support/axe.js';
import { expect, hydrated, test } from './support/fixtures.js';

// The fixture library holds six texts: one page. This file starts a server of its own on the
// fixture library and 50 bhajans of Ganesha among the aartis (56 texts: three pages of 24).

const FIXTURES = fileURLToPath(new URL('./fixtures/library.json', import.meta.url));
const SCREENSHOTS = fileURLToPath(new URL('../test-results/paging/', import.meta.url));

const bhajan = (n: number) => `Bhajan ${String(n).padStart(2, '0')}`;
const BHAJANS = Array.from({ length: 50 }, (_, i) => ({
  title: bhajan(i + 1),
  slug: `bhajan-${i + 1}`,
  categorySlug: 'aartis',
  deitySlug: 'ganesha',
  description: `Bhajan ${i + 1} of Ganesha.`,
  contents: [{ languageCode: 'hi', content: `जय गणेश देवा ${i + 1}` }],
}));

const cardTitles = (page: Page, within = 'main') => page.locator(`${within} article.card .card-title`);
const pager = (page: Page, name: string) => page.getByRole('navigation', { name });

test.describe('a library of several pages', () => {
  test.describe.configure({ mode: 'serial' });
  let server: RunningServer;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = mkdtempSync(join(tmpdir(), 'bhakti-e2e-paging-'));
    const library = JSON.parse(readFileSync(FIXTURES, 'utf8')) as { texts: unknown[] };
    const file = join(dataDir, 'library.json');
    writeFileSync(file, JSON.stringify({ ...library, texts: [...library.texts, ...BHAJANS] }));
    const env = { DATA_DIR: join(dataDir, 'data'), ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'e2e-admin-password' };
    const load = runNode(SERVER_CLI, ['import-texts', file], { ...env, LOG_LEVEL: 'warn' });
    if ((await load.exited) !== 0) throw new Error(`loading the library failed:\n${load.output()}`);
    server = await startBuiltServer(env);
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the home page pages "All Devotional Texts" with links', async ({ page }) => {
      await page.goto(`${server.url}/`);
      const all = '#all-texts';
      await expect(cardTitles(page, all)).toHaveCount(24);
      await expect(cardTitles(page, all).first()).toHaveText(bhajan(1));
      const pages = pager(page, 'Pages of all texts');
      await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      await pages.getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/\/\?page=2#all-texts$/);
      await expect(cardTitles(page, all).first()).toHaveText(bhajan(25));
      await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(pages).toContainText('Texts 25–48 of 56');
      await pages.getByRole('link', { name: 'Next page' }).click();
      await expect(cardTitles(page, all)).toHaveText([
        bhajan(49),
        bhajan(50),
        'Gayatri Mantra',
        'Hanuman Chalisa',
        'Mahamrityunjaya Mantra',
        'Om Jai Jagdish Hare',
        'Shiv Chalisa',
        'Sukhkarta Dukhharta',
      ]);
      await expect(pages.getByRole('link', { name: 'Next page' })).toHaveCount(0);
      // The spec's sections stay, in order, after the paged grid.
      await expect(page.getByRole('heading', { name: 'Featured Texts' })).toBeVisible();
      await page.getByRole('link', { name: 'Browse all texts A–Z' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Texts A–Z');
    });

    test('the A–Z index, a category and a deity page the same way', async ({ page }) => {
      await page.goto(`${server.url}/texts`);
      const letters = page.getByRole('navigation', { name: 'Titles by letter' });
      await letters.getByRole('link', { name: 'B: 50 titles' }).click();
      await expect(page.getByRole('heading', { name: 'Titles beginning with B' })).toBeVisible();
      await expect(letters.getByRole('link', { name: 'B: 50 titles' })).toHaveAttribute('aria-current', 'true');
      await pager(page, 'Pages of titles under B').getByRole('link', { name: 'Page 3' }).click();
      await expect(cardTitles(page)).toHaveText([bhajan(49), bhajan(50)]);

      await page.goto(`${server.url}/category/aartis`);
      await pager(page, 'Pages of Aartis').getByRole('link', { name: 'Page 3' }).click();
      await expect(page).toHaveURL(/\/category\/aartis\?page=3$/);
      await expect(cardTitles(page)).toHaveText([bhajan(49), bhajan(50), 'Om Jai Jagdish Hare', 'Sukhkarta Dukhharta']);

      await page.goto(`${server.url}/deity/ganesha`);
      await pager(page, 'Pages of texts for Ganesha').getByRole('link', { name: 'Next page' }).click();
      await expect(cardTitles(page).first()).toHaveText(bhajan(25));
    });
  });

  test('with JavaScript a page link renders the next page in place, and the keyboard reaches it', async ({ page }) => {
    await page.goto(`${server.url}/category/aartis`);
    await hydrated(page);
    const link = pager(page, 'Pages of Aartis').getByRole('link', { name: 'Page 2' });
    await link.focus();
    const outline = await link.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/category\/aartis\?page=2$/);
    await expect(cardTitles(page).first()).toHaveText(bhajan(25));
    await expect(pager(page, 'Pages of Aartis').getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  for (const scheme of ['light', 'dark'] as const) {
    for (const path of ['/?page=2', '/texts?letter=b&page=2', '/deities', '/category/aartis?page=3']) {
      test(`axe: ${path} in ${scheme}`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(`${server.url}${path}`);
        await hydrated(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }

  // Screenshots to look at (not compared): the paged home page and /deities on a phone and a desktop.
  for (const width of [360, 1280]) {
    test(`screenshots at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of [
        ['home-page-2', '/?page=2#all-texts'],
        ['deities', '/deities'],
        ['texts-b', '/texts?letter=b'],
      ] as const) {
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await page.goto(`${server.url}${path}`);
          await hydrated(page);
          await page.screenshot({ path: `${SCREENSHOTS}${name}-${width}-${scheme}.png`, fullPage: true });
          // The pager and the letters close up: a full phone page is too tall to judge them by.
          for (const part of ['.pager', '.letter-nav']) {
            const element = page.locator(part);
            if ((await element.count()) > 0)
              await element.screenshot({
                path: `${SCREENSHOTS}${name}-${width}-${scheme}${part.replace('.', '-')}.png`,
              });
          }
        }
      }
    });
  }
});
