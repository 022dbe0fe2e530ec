import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe.js';
import { expect, hydrated, test } from './support/fixtures.js';

// The reading page on a phone: verses first, one row of tabs, the settings behind a toggle,
// and each verse's tools (numbers, copy, share, report).

const ARTIFACTS = new URL('../test-results/screenshots/', import.meta.url);
const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

const verses = (page: Page) => page.locator('#text-content');
const menuButton = (page: Page, verse: number) => page.getByRole('button', { name: `Verse ${verse} options` });

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: new URL(`${name}.png`, ARTIFACTS).pathname });
}

test.describe('verses first on a phone', () => {
  for (const phone of PHONES) {
    test(`at ${phone.width}×${phone.height} every text shows its title and first verse without scrolling`, async ({
      page,
      request,
    }) => {
      const texts = (await (await request.get('/api/texts')).json()) as { slug: string }[];
      expect(texts.length).toBeGreaterThan(3);
      await page.setViewportSize(phone);
      for (const { slug } of texts) {
        await page.goto(`/texts/${slug}`);
        await expect(page.getByRole('heading', { level: 1 }), slug).toBeInViewport();
        const top = await page.locator('#v1').evaluate((verse) => verse.getBoundingClientRect().top);
        expect(top, slug).toBeLessThan(phone.height - 48);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), slug).toBeLessThanOrEqual(phone.width);
      }
    });
  }

  test('the language tabs are one row that scrolls sideways, the texts languages first', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/texts/hanuman-chalisa?language=hi');
    await hydrated(page);
    const tabs = page.getByRole('navigation', { name: 'Language' }).getByRole('link');
    const tops = await tabs.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect(await page.locator('.language-tabs ul').evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true);
    expect((await tabs.allTextContents()).slice(0, 3)).toEqual(['English', 'English Transliteration', 'Hindi']);
    await expect(tabs.filter({ hasText: 'Hindi' })).toBeInViewport();
    await screenshot(page, 'reading-phone-360');
  });

  test('the settings sit behind one toggle on a phone and beside the actions on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/texts/hanuman-chalisa?language=hi');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Reading settings' });
    await expect(page.getByRole('button', { name: 'Increase text size' })).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Increase text size' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Script' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Verse numbers' })).toBeVisible();
    // Settings and the modes on one row, Share and Print on the next, all inside the screen.
    const actions = page.locator('.reading-actions > *');
    const boxes = await actions.evaluateAll((items) =>
      items.map((item) => ({
        top: Math.round(item.getBoundingClientRect().top),
        right: item.getBoundingClientRect().right,
      })),
    );
    expect(new Set(boxes.map((box) => box.top)).size).toBe(2);
    expect(boxes[0]!.top).toBe(Math.round((await toggle.boundingBox())!.y));
    expect(Math.max(...boxes.map((box) => box.right))).toBeLessThanOrEqual(360);
    await screenshot(page, 'reading-settings-360');

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(toggle).toBeHidden();
    await expect(page.getByRole('button', { name: 'Increase text size' })).toBeVisible();
  });

  test('without JavaScript a phone shows the settings that work without it', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${process.env.BASE_URL}/texts/hanuman-chalisa?language=hi`);
    await expect(page.getByRole('combobox', { name: 'Script' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reading settings' })).toBeHidden();
    await context.close();
  });

  test('a line never breaks between its last word and its dandas and number', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/texts/hanuman-chalisa?language=hi');
    const ends = verses(page).locator('.line-end');
    expect(await ends.count()).toBeGreaterThan(3);
    const broken = await ends.evaluateAll((spans) =>
      spans.filter((span) => span.getClientRects().length !== 1).map((span) => span.textContent),
    );
    expect(broken).toEqual([]);
    await expect(ends.first()).toHaveText(/^\S+ ।$/);
  });

  test('Malayalam, which has no tab of its own, gets one when a text has it', async ({ page }) => {
    await page.goto('/texts/gayatri-mantra');
    const tab = page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Malayalam' });
    await expect(tab).toHaveAttribute('href', '/texts/gayatri-mantra?language=ml');
    await tab.click();
    await expect(verses(page)).toHaveAttribute('lang', 'ml');
    await expect(tab).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('verse tools', () => {
  test('verse numbers are off until asked for, then shown and remembered', async ({ page }) => {
    await page.goto('/texts/hanuman-chalisa?language=hi');
    await hydrated(page);
    await expect(verses(page).locator('.verse-number')).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Verse numbers' }).check();
    await expect(verses(page).locator('.verse-number')).toHaveText(['1', '2', '3']);
    await expect(page.getByRole('link', { name: 'Verse 2', exact: true })).toHaveAttribute('href', '#v2');
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('checkbox', { name: 'Verse numbers' })).toBeChecked();
    await expect(verses(page).locator('.verse-number')).toHaveCount(3);
    await page.setViewportSize({ width: 360, height: 740 });
    await screenshot(page, 'reading-verse-numbers-360');
    await page.getByRole('button', { name: 'Reading settings' }).click();
    await page.getByRole('checkbox', { name: 'Verse numbers' }).uncheck();
    await expect(verses(page).locator('.verse-number')).toHaveCount(0);
  });

  test('copy a verse: its text, then "— title, verse N", then its link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/texts/hanuman-chalisa?language=hi');
    await hydrated(page);
    await menuButton(page, 3).click();
    await page.getByRole('menuitem', { name: 'Copy verse' }).click();
    await expect(page.getByText('Verse copied')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      `जय हनुमान ज्ञान गुन सागर ।\nजय कपीस तिहुँ लोक उजागर ॥\n— Hanuman Chalisa, verse 3\n${page.url()}#v3`,
    );
  });

  test('share a verse link, and the menu works with the keyboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/texts/hanuman-chalisa?language=hi#v1');
    await hydrated(page);
    await menuButton(page, 2).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Copy verse' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Share verse link' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const report = page.getByRole('menuitem', { name: 'Report a mistake' });
    await expect(report).toBeFocused();
    await expect(report).toHaveAttribute('href', '/texts/hanuman-chalisa/report?language=hi&verse=2');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(menuButton(page, 2)).toBeFocused();

    await menuButton(page, 2).click();
    await page.getByRole('menuitem', { name: 'Share verse link' }).click();
    await expect(page.getByText('Verse link copied')).toBeVisible();
    const base = page.url().split('#')[0];
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${base}#v2`);
  });

  test('a click outside closes the menu; axe finds nothing with the menu open and numbers shown', async ({ page }) => {
    await page.goto('/texts/hanuman-chalisa?language=hi');
    await hydrated(page);
    await page.getByRole('checkbox', { name: 'Verse numbers' }).check();
    await menuButton(page, 1).click();
    await expect(page.getByRole('menu', { name: 'Verse 1' })).toBeVisible();
    await screenshot(page, 'reading-verse-menu-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('Copy Link and the share links keep the verse the page was opened at', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/texts/hanuman-chalisa?language=hi#v2');
    await hydrated(page);
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByText('Link copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/texts\/hanuman-chalisa\?language=hi#v2$/,
    );
    const share = page.getByRole('group', { name: 'Share' });
    await expect(share.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', /language%3Dhi%23v2$/);
    await expect(share.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('href', /%23v2$/);
  });

  test('a search for a text by name opens it at the top; a search for a verse opens at the verse', async ({ page }) => {
    await page.goto('/search?q=hanuman%20chalisa');
    const named = page.getByRole('link', { name: 'Hanuman Chalisa', exact: true }).first();
    await expect(named).toHaveAttribute('href', /^\/texts\/hanuman-chalisa[^#]*$/);
    await page.goto(`/search?q=${encodeURIComponent('कपीस उजागर')}`);
    await expect(page.getByRole('link', { name: 'Hanuman Chalisa', exact: true }).first()).toHaveAttribute(
      'href',
      /#v3$/,
    );
  });
});

test.describe('side by side', () => {
  test('without JavaScript: the form shows a second view beside the verses, aligned by verse', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${process.env.BASE_URL}/texts/hanuman-chalisa?language=hi`);
    await page.getByRole('combobox', { name: 'Side by side with' }).selectOption('transliteration');
    await page.getByRole('button', { name: 'Show side by side' }).click();
    await expect(page).toHaveURL(/\?language=hi&beside=transliteration$/);
    const rows = verses(page).locator('.parallel-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(2).locator('.verse')).toContainText('जय हनुमान');
    await expect(rows.nth(2).locator('.verse-beside')).toHaveAttribute('lang', 'hi-Latn');
    await expect(rows.nth(2).locator('.verse-beside')).toContainText('Jai Hanuman gyan gun sagar');
    await context.close();
  });

  test('side by side on a wide screen, interleaved on a phone; axe finds nothing', async ({ page }) => {
    await page.goto('/texts/hanuman-chalisa?language=hi&beside=transliteration');
    await hydrated(page);
    const first = verses(page).locator('.parallel-row').first();
    const [left, right] = await Promise.all([
      first.locator('.verse').boundingBox(),
      first.locator('.verse-beside').boundingBox(),
    ]);
    expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
    expect(Math.abs(right!.y - left!.y)).toBeLessThan(4);
    await screenshot(page, 'reading-side-by-side-1280');
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 360, height: 740 });
    const [top, below] = await Promise.all([
      first.locator('.verse').boundingBox(),
      first.locator('.verse-beside').boundingBox(),
    ]);
    expect(below!.y).toBeGreaterThan(top!.y + top!.height - 1);
    await screenshot(page, 'reading-side-by-side-360');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a script view beside the original, chosen with the select and kept in the address', async ({ page }) => {
    await page.goto('/texts/gayatri-mantra?language=sa');
    await hydrated(page);
    await page.getByRole('combobox', { name: 'Side by side with' }).selectOption('telugu');
    await expect(page).toHaveURL(/\?language=sa&beside=telugu$/);
    await expect(verses(page).locator('.verse-beside')).toHaveAttribute('lang', 'sa-Telu');
    await page.reload();
    await expect(verses(page).locator('.verse-beside')).toHaveAttribute('lang', 'sa-Telu');
    await expect(page.getByRole('combobox', { name: 'Side by side with' })).toHaveValue('telugu');
  });
});
