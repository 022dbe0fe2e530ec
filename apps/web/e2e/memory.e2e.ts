import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe.js';
import { expect, hydrated, test } from './support/fixtures.js';

// Reading memory (docs/product.md, docs/decisions/026): recently read, bookmarks and the verse
// reached, kept on the device; shown on My texts and, for a returning reader, on the home page.

const ARTIFACTS = new URL('../test-results/screenshots/', import.meta.url);

const READING_KEY = 'bhakti_memory_v1:read:hanuman-chalisa';

const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

/** Reads a text down to a verse, the way a reader scrolls it into the middle of the screen, and waits until it is kept. */
async function readTo(page: Page, path: string, verse: number, key = READING_KEY): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await page.locator(`#v${verse}`).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect.poll(() => stored(page, key)).toContain(`"verse":${verse}`);
}

const bookmarkToggle = (page: Page) => page.getByRole('button', { name: 'Bookmark this text' });

/** Bookmarks a verse from its menu, with the keyboard (the menu's last item). */
async function bookmarkVerse(page: Page, verse: number): Promise<void> {
  await page.getByRole('button', { name: `Verse ${verse} options` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Copy verse' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Bookmark verse' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Verse bookmarked')).toBeVisible();
}

/** A returning reader's device: two texts read (one left at verse 3), a text and a verse bookmarked. */
async function returningReader(page: Page): Promise<void> {
  await page.goto('/texts/gayatri-mantra?language=sa');
  await hydrated(page);
  await bookmarkToggle(page).click();
  await expect(bookmarkToggle(page)).toHaveAttribute('aria-pressed', 'true');
  await readTo(page, '/texts/hanuman-chalisa?language=hi', 3);
  await bookmarkVerse(page, 2);
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('a new reader’s home page has no Continue reading, before or after the page is taken over', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).not.toContain('Continue reading');
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'All Devotional Texts' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Continue reading' })).toHaveCount(0);
});

test('a text read to verse 3 waits on the home page at that verse, in the language it was read in', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await readTo(page, '/texts/hanuman-chalisa?language=hi', 3);
  await page.goto('/');
  await hydrated(page);
  const continueReading = section(page, 'Continue reading');
  await expect(continueReading.getByText('Verse 3 · Hindi')).toBeVisible();
  const link = continueReading.getByRole('link', { name: 'Continue Hanuman Chalisa at verse 3' });
  await expect(link).toHaveAttribute('href', '/texts/hanuman-chalisa?language=hi#v3');
  await link.click();
  await expect(page).toHaveURL(/\/texts\/hanuman-chalisa\?language=hi#v3$/);
  await expect(page.locator('#v3')).toBeInViewport();
  // Taken over without a mismatch: the server's home page had no list, the browser added it.
  expect(errors.filter((error) => /hydrat|did not match/i.test(error))).toEqual([]);
});

test('scrolling back to the top moves the verse reached back, and it leaves Continue reading', async ({ page }) => {
  await readTo(page, '/texts/hanuman-chalisa?language=hi', 3);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => stored(page, READING_KEY)).toContain('"verse":1');
  await page.goto('/my-texts');
  await hydrated(page);
  await expect(section(page, 'Continue reading').getByText(/Nothing to continue yet/)).toBeVisible();
  await expect(section(page, 'Recently read').getByRole('link', { name: 'Hanuman Chalisa' })).toBeVisible();
});

test('bookmarks of a text and of a verse are on My texts, and each can be removed', async ({ page }) => {
  await returningReader(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My texts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My texts' })).toBeVisible();
  const bookmarks = section(page, 'Bookmarks');
  const verse = bookmarks.getByRole('link', { name: 'Hanuman Chalisa, verse 2' });
  await expect(verse).toHaveAttribute('href', '/texts/hanuman-chalisa?language=hi#v2');
  await expect(bookmarks.locator('[lang="hi"]')).toHaveText(/^बुद्धिहीन तनु जानिकै/);
  await expect(bookmarks.getByRole('link', { name: 'Gayatri Mantra' })).toHaveAttribute(
    'href',
    '/texts/gayatri-mantra?language=sa',
  );

  await bookmarks.getByRole('button', { name: 'Remove bookmark: Gayatri Mantra' }).click();
  await expect(bookmarks.getByRole('link', { name: 'Gayatri Mantra' })).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await expect(bookmarks.getByRole('link', { name: 'Gayatri Mantra' })).toHaveCount(0);
  await expect(verse).toBeVisible();

  // The text's toggle follows, and the verse's menu offers to remove its bookmark.
  await page.goto('/texts/gayatri-mantra?language=sa');
  await hydrated(page);
  await expect(bookmarkToggle(page)).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/texts/hanuman-chalisa?language=hi');
  await hydrated(page);
  await page.getByRole('button', { name: 'Verse 2 options' }).click();
  await page.getByRole('menuitem', { name: 'Remove verse bookmark' }).click();
  await expect(page.getByText('Bookmark removed')).toBeVisible();
  await page.goto('/my-texts');
  await hydrated(page);
  await expect(bookmarks.getByText(/No bookmarks yet/)).toBeVisible();
});

test('recently read lists the texts newest first, and clearing it keeps the bookmarks', async ({ page }) => {
  await returningReader(page);
  await page.goto('/texts/shiv-chalisa');
  await hydrated(page);
  await page.goto('/my-texts');
  await hydrated(page);
  const recent = section(page, 'Recently read');
  await expect(recent.getByRole('listitem').getByRole('link')).toHaveText([
    'Shiv Chalisa',
    'Hanuman Chalisa',
    'Gayatri Mantra',
  ]);
  await expect(recent.getByRole('listitem').nth(1)).toContainText('Hindi');
  await recent.getByRole('button', { name: 'Clear recently read' }).click();
  await expect(recent.getByText('No texts read yet on this device.')).toBeVisible();
  await expect(section(page, 'Continue reading').getByText(/Nothing to continue yet/)).toBeVisible();
  await expect(section(page, 'Bookmarks').getByRole('listitem')).toHaveCount(2);
});

test('a bookmark made in another tab appears on an open My texts page', async ({ page, context }) => {
  await page.goto('/my-texts');
  await hydrated(page);
  await expect(section(page, 'Bookmarks').getByText(/No bookmarks yet/)).toBeVisible();
  const other = await context.newPage();
  await other.goto('/texts/shiv-chalisa');
  await hydrated(other);
  await bookmarkToggle(other).click();
  await expect(section(page, 'Bookmarks').getByRole('link', { name: 'Shiv Chalisa' })).toBeVisible();
});

test('the server’s My texts page says where the lists live, and not what they hold', async ({ request }) => {
  const html = await (await request.get('/my-texts')).text();
  expect(html).toContain('<h1>My texts</h1>');
  expect(html).toContain('kept in this browser, on this device only');
  expect(html).not.toContain('Recently read');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('My texts says why the lists are not shown', async ({ page }) => {
    const response = await page.goto('/my-texts');
    await expect(page.getByRole('heading', { level: 1, name: 'My texts' })).toBeVisible();
    // Playwright's text locators skip <noscript>, whose paragraph the browser paints here.
    expect(await response!.text()).toContain(
      '<noscript><p>Showing them needs JavaScript, which is turned off in this browser.</p></noscript>',
    );
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: new URL('memory-my-texts-no-js-1280.png', ARTIFACTS).pathname });
  });
});

test('with localStorage blocked the reading page still works and the toggle stays off', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
  });
  await page.goto('/texts/hanuman-chalisa?language=hi');
  await hydrated(page);
  await bookmarkToggle(page).click();
  await expect(bookmarkToggle(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('#v1')).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe finds no serious or critical problem with memory, in ${scheme}`, () => {
    test.use({ colorScheme: scheme });

    for (const path of ['/my-texts', '/']) {
      test(path, async ({ page }) => {
        await returningReader(page);
        await page.goto(path);
        await hydrated(page);
        await expect(page.getByRole('heading', { name: 'Continue reading' })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('/my-texts empty', async ({ page }) => {
      await page.goto('/my-texts');
      await hydrated(page);
      await expect(page.getByText(/No bookmarks yet/)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test.describe('screenshots', () => {
  for (const width of [360, 860, 1280]) {
    test(`My texts, home and the toolbar with memory at ${width} px`, async ({ page }) => {
      mkdirSync(ARTIFACTS, { recursive: true });
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
      await returningReader(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: new URL(`memory-toolbar-${width}.png`, ARTIFACTS).pathname });
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const [name, path] of [
          ['my-texts', '/my-texts'],
          ['home', '/'],
        ] as const) {
          await page.goto(path);
          await hydrated(page);
          await expect(page.getByRole('heading', { name: 'Continue reading' })).toBeVisible();
          await page.screenshot({
            path: new URL(`memory-${name}-${scheme}-${width}.png`, ARTIFACTS).pathname,
            fullPage: name === 'my-texts',
          });
        }
      }
    });
  }
});
