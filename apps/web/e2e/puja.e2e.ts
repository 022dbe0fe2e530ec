import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe.js';
import { expect, hydrated, test } from './support/fixtures.js';

// Puja mode (docs/product.md, docs/decisions/024): the reading page's verses one screen at a
// time, full screen, for reading aloud in worship.

const ARTIFACTS = new URL('../test-results/screenshots/', import.meta.url);
const TEXT = '/texts/hanuman-chalisa?language=hi';
const WIDE = { width: 1280, height: 800 };

/** What the stand-in Screen Wake Lock API saw: the types asked for, and whether each lock was let go. */
interface WakeLockRecord {
  requests: string[];
  released: boolean[];
}

/**
 * Chromium without a display may refuse a real wake lock, so the API is replaced by one that
 * records its calls (a browser API faked, nothing of ours).
 */
async function recordWakeLocks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { requests: [] as string[], released: [] as boolean[] };
    Object.defineProperty(window, 'wakeLockRecord', { value: record });
    const wakeLock = {
      request(type: string) {
        const index = record.requests.push(type) - 1;
        record.released[index] = false;
        const sentinel = {
          type,
          get released() {
            return record.released[index];
          },
          release() {
            record.released[index] = true;
            return Promise.resolve();
          },
          addEventListener() {},
          removeEventListener() {},
        };
        return Promise.resolve(sentinel);
      },
    };
    Object.defineProperty(Navigator.prototype, 'wakeLock', { configurable: true, get: () => wakeLock });
  });
}

const wakeLocks = (page: Page) =>
  page.evaluate(() => (window as unknown as { wakeLockRecord: WakeLockRecord }).wakeLockRecord);

const puja = (page: Page) => page.getByRole('dialog', { name: 'Hanuman Chalisa' });
const progress = (page: Page) => puja(page).locator('.puja-progress');
const shownVerse = (page: Page) => puja(page).locator('.puja-verse');

async function openFromToolbar(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Puja mode' }).click();
  await expect(puja(page)).toBeVisible();
}

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: new URL(`${name}.png`, ARTIFACTS).pathname });
}

test.describe('puja mode', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(WIDE);
    await recordWakeLocks(page);
  });

  test('opens from the toolbar (its code loaded only then), full screen, at the first verse, keeping the screen awake', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(TEXT);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => path.includes('puja-mode'))).toEqual([]);

    await openFromToolbar(page);
    expect(scripts.filter((path) => path.includes('puja-mode'))).toHaveLength(1);
    await expect(page).toHaveURL(/\/texts\/hanuman-chalisa\?language=hi&mode=puja#v1$/);
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.tagName ?? null)).toBe('HTML');
    await expect(progress(page)).toHaveText('Verse 1 of 3');
    await expect(shownVerse(page)).toHaveAttribute('lang', 'hi');
    await expect(shownVerse(page)).toContainText('श्रीगुरु चरन सरोज रज');
    await expect(puja(page).getByRole('button', { name: 'Next verse' })).toBeFocused();
    await expect(puja(page).locator('[aria-live="polite"]')).toContainText('Verse 1 of 3');
    await expect.poll(async () => (await wakeLocks(page)).requests).toEqual(['screen']);
  });

  test('moves by arrow, space and page keys, by a tap on either half, and by a swipe', async ({ page }) => {
    await page.goto(TEXT);
    await hydrated(page);
    await openFromToolbar(page);

    for (const [key, verse] of [
      ['ArrowRight', 2],
      ['Space', 3],
      ['Space', 3], // the last verse stays
      ['ArrowLeft', 2],
      ['PageUp', 1],
      ['ArrowLeft', 1], // the first verse stays
      ['PageDown', 2],
      ['ArrowUp', 1],
      ['ArrowDown', 2],
    ] as const) {
      await page.keyboard.press(key);
      await expect(progress(page), key).toHaveText(`Verse ${verse} of 3`);
    }
    await expect(shownVerse(page)).toContainText('बुद्धिहीन तनु जानिकै');

    // Taps: anywhere on the right half (the verse's own words included) is next, the left half previous.
    await page.mouse.click(WIDE.width - 100, WIDE.height / 2);
    await expect(progress(page)).toHaveText('Verse 3 of 3');
    await page.mouse.click(100, WIDE.height / 2);
    await expect(progress(page)).toHaveText('Verse 2 of 3');
    await page.mouse.click(WIDE.width / 2 - 40, WIDE.height / 2);
    await expect(progress(page)).toHaveText('Verse 1 of 3');
    await puja(page).getByRole('button', { name: 'Next verse' }).click();
    await expect(progress(page)).toHaveText('Verse 2 of 3');
    await puja(page).getByRole('button', { name: 'Previous verse' }).click();
    await expect(progress(page)).toHaveText('Verse 1 of 3');
    // Space on the focused "Previous verse" zone still goes forward, once.
    await page.keyboard.press('Space');
    await expect(progress(page)).toHaveText('Verse 2 of 3');
    await page.keyboard.press('ArrowLeft');

    // A swipe to the left is next, to the right previous; one that ends on a tap zone moves once.
    const y = WIDE.height / 2;
    await page.mouse.move(1200, y);
    await page.mouse.down();
    await page.mouse.move(800, y, { steps: 5 });
    await page.mouse.up();
    await expect(progress(page)).toHaveText('Verse 2 of 3');
    await page.mouse.move(700, y);
    await page.mouse.down();
    await page.mouse.move(1100, y, { steps: 5 });
    await page.mouse.up();
    await expect(progress(page)).toHaveText('Verse 1 of 3');
    await expect(page).toHaveURL(/#v1$/);
  });

  test('comes back to the same verse after a reload, and Esc returns to the reading page at that verse', async ({
    page,
  }) => {
    await page.goto(TEXT);
    await hydrated(page);
    await openFromToolbar(page);
    await page.keyboard.press('ArrowRight');
    await expect(progress(page)).toHaveText('Verse 2 of 3');
    await expect(page).toHaveURL(/mode=puja#v2$/);

    await page.reload();
    await hydrated(page);
    await expect(progress(page)).toHaveText('Verse 2 of 3');
    await expect.poll(async () => (await wakeLocks(page)).requests).toEqual(['screen']);

    await page.keyboard.press('Escape');
    await expect(puja(page)).toBeHidden();
    await expect(page).toHaveURL(/\/texts\/hanuman-chalisa\?language=hi#v2$/);
    await expect(page.locator('#v2')).toBeInViewport();
    await expect(page.locator('#v2')).toHaveClass(/verse-target/);
    await expect(page.getByRole('link', { name: 'Puja mode' })).toBeFocused();
    expect((await wakeLocks(page)).released).toEqual([true]);
  });

  test('asks for the wake lock again when the page is shown after the browser let it go', async ({ page }) => {
    await page.goto(TEXT);
    await hydrated(page);
    await openFromToolbar(page);
    await expect.poll(async () => (await wakeLocks(page)).requests).toEqual(['screen']);
    // What the browser does when the tab is hidden: the lock is released; shown again, puja mode asks anew.
    await page.evaluate(() => {
      (window as unknown as { wakeLockRecord: WakeLockRecord }).wakeLockRecord.released[0] = true;
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(async () => (await wakeLocks(page)).requests).toEqual(['screen', 'screen']);
    await puja(page).getByRole('button', { name: 'Leave puja mode' }).click();
    await expect(puja(page)).toBeHidden();
    expect((await wakeLocks(page)).released).toEqual([true, true]);
  });

  test('remembers the place for each view of a text; "Leave puja mode" returns to that verse', async ({ page }) => {
    await page.goto(TEXT);
    await hydrated(page);
    await openFromToolbar(page);
    await page.keyboard.press('End'); // not a puja key: nothing moves
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(progress(page)).toHaveText('Verse 3 of 3');
    await puja(page).getByRole('button', { name: 'Leave puja mode' }).click();
    await expect(puja(page)).toBeHidden();
    await expect(page).toHaveURL(/\?language=hi#v3$/);
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();

    // Opened again from the toolbar: where it was left, remembered on this device.
    await openFromToolbar(page);
    await expect(progress(page)).toHaveText('Verse 3 of 3');
    await page.keyboard.press('Escape');
    await expect(puja(page)).toBeHidden();

    // Another view of the same text has its own place.
    await page.getByRole('link', { name: 'English Transliteration' }).click();
    await openFromToolbar(page);
    await expect(progress(page)).toHaveText('Verse 1 of 3');
    await expect(shownVerse(page)).toContainText('Shri guru charan saroj raj');
    await expect(shownVerse(page)).toHaveAttribute('lang', 'hi-Latn');

    // A shared address at a verse opens there.
    await page.goto('/texts/hanuman-chalisa?language=hi&mode=puja#v2');
    await expect(progress(page)).toHaveText('Verse 2 of 3');
  });

  test('shows a chosen number of lines per screen, kept across reloads', async ({ page }) => {
    await page.goto(TEXT);
    await hydrated(page);
    await openFromToolbar(page);
    await puja(page).getByRole('combobox', { name: 'Lines per screen' }).selectOption('1 line');
    await expect(progress(page)).toHaveText('Verse 1 of 3 (part 1 of 2)');
    await expect(shownVerse(page)).toHaveText('श्रीगुरु चरन सरोज रज निज मनु मुकुरु सुधारि ।');
    await page.mouse.click(WIDE.width - 100, WIDE.height / 2);
    await expect(progress(page)).toHaveText('Verse 1 of 3 (part 2 of 2)');
    await page.mouse.click(WIDE.width - 100, WIDE.height / 2);
    await expect(progress(page)).toHaveText('Verse 2 of 3 (part 1 of 2)');

    await page.reload();
    await hydrated(page);
    await expect(progress(page)).toHaveText('Verse 2 of 3 (part 1 of 2)');
    await expect(puja(page).getByRole('combobox', { name: 'Lines per screen' })).toHaveValue('1');
    await puja(page).getByRole('combobox', { name: 'Lines per screen' }).selectOption('Whole verse');
    await expect(progress(page)).toHaveText('Verse 2 of 3');
    await expect(shownVerse(page)).toContainText('हरहु कलेस बिकार');
  });

  test('shows the verses as the page shows them: a script view stays in its script', async ({ page }) => {
    await page.goto('/texts/gayatri-mantra?language=sa&script=telugu');
    await hydrated(page);
    const onPage = (await page.locator('#v1').innerText()).trim();
    await page.getByRole('link', { name: 'Puja mode' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gayatri Mantra' });
    await expect(dialog.locator('.puja-verse')).toHaveAttribute('lang', 'sa-Telu');
    expect((await dialog.locator('.puja-verse').innerText()).trim()).toBe(onPage);
    await expect(dialog.locator('.puja-progress')).toHaveText('Verse 1 of 1');
  });

  test('works on once the connection is gone, and opens again offline', async ({ page, context }) => {
    await page.goto(TEXT);
    await hydrated(page);
    await openFromToolbar(page);
    await context.setOffline(true);
    await page.keyboard.press('ArrowRight');
    await expect(progress(page)).toHaveText('Verse 2 of 3');
    await page.keyboard.press('Escape');
    await expect(puja(page)).toBeHidden();
    await openFromToolbar(page);
    await expect(progress(page)).toHaveText('Verse 2 of 3');
    await page.keyboard.press('ArrowRight');
    await expect(progress(page)).toHaveText('Verse 3 of 3');
    await context.setOffline(false);
  });
});

test('without JavaScript the address reads as the reading page, and the link is not offered', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${process.env.BASE_URL}${TEXT}&mode=puja#v2`);
  await expect(page.locator('#v2')).toContainText('बुद्धिहीन तनु जानिकै');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const link = page.locator('.reading-actions a[href*="mode=puja"]');
  await expect(link).toHaveCount(1);
  await expect(link).toBeHidden();
  await context.close();
});

test('without the Screen Wake Lock API puja mode works and says nothing', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The fixture's deity image is missing on purpose: a 404 the page already handles.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  await page.addInitScript(() => {
    delete (Navigator.prototype as { wakeLock?: unknown }).wakeLock;
  });
  await page.goto(TEXT);
  await hydrated(page);
  expect(await page.evaluate(() => 'wakeLock' in navigator)).toBe(false);
  await openFromToolbar(page);
  await page.keyboard.press('ArrowRight');
  await expect(progress(page)).toHaveText('Verse 2 of 3');
  await page.keyboard.press('Escape');
  await expect(puja(page)).toBeHidden();
  await expect(page.locator('li.toast')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test.describe('puja mode for every reader', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing in puja mode on the ${theme} site theme`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'theme', value: theme, url: baseURL! }]);
      await page.goto(`${TEXT}&mode=puja#v2`);
      await hydrated(page);
      await expect(progress(page)).toHaveText('Verse 2 of 3');
      expect(await seriousViolations(page)).toEqual([]);
      await puja(page).getByRole('combobox', { name: 'Lines per screen' }).selectOption('2 lines');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the same warm dark screen whatever the site theme', async ({ page, context, baseURL }) => {
    const background = async () =>
      puja(page).evaluate((dialog) => [getComputedStyle(dialog).backgroundColor, getComputedStyle(dialog).color]);
    await page.goto(`${TEXT}&mode=puja`);
    await expect(puja(page)).toBeVisible();
    const light = await background();
    expect(light).toEqual(['rgb(26, 21, 17)', 'rgb(239, 230, 218)']);
    await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL! }]);
    await page.reload();
    await expect(puja(page)).toBeVisible();
    expect(await background()).toEqual(light);
  });

  for (const size of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${size.width}×${size.height} the verse is large, whole on the screen, and the controls fit`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto(TEXT);
      await hydrated(page);
      await screenshot(page, `puja-toolbar-${size.width}`);
      await openFromToolbar(page);
      await page.keyboard.press('ArrowRight');
      await expect(progress(page)).toHaveText('Verse 2 of 3');
      const verse = await shownVerse(page).boundingBox();
      expect(verse!.y + verse!.height).toBeLessThanOrEqual(size.height);
      expect(verse!.width).toBeLessThanOrEqual(size.width);
      const fontSize = await shownVerse(page).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
      expect(fontSize).toBeGreaterThanOrEqual(size.width < 600 ? 24 : 40);
      for (const name of ['Leave puja mode', 'Previous verse', 'Next verse']) {
        await expect(puja(page).getByRole('button', { name })).toBeInViewport();
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await screenshot(page, `puja-${size.width}`);
    });
  }
});
