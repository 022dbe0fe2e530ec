import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe.js';
import { expect, hydrated, test } from './support/fixtures.js';
import { axePublicPages } from './support/public-pages.js';

// Night mode (docs/product.md, docs/decisions/023): the system's scheme by default, the reader's
// choice in a cookie that the server renders, and no script before the first paint.

/** Where the screenshots go: test-results/ is git-ignored. */
const ARTIFACTS = new URL('../test-results/screenshots/', import.meta.url);

/** The relative luminance of the body's computed background (0 black … 1 white). */
async function backgroundLuminance(page: Page, selector = 'body'): Promise<number> {
  const color = await page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

async function expectDark(page: Page): Promise<void> {
  expect(await backgroundLuminance(page)).toBeLessThan(0.05);
  expect(await backgroundLuminance(page, '.site-header')).toBeLessThan(0.05);
}

async function expectLight(page: Page): Promise<void> {
  expect(await backgroundLuminance(page)).toBeGreaterThan(0.8);
}

const themeButton = (page: Page, name: 'Light theme' | 'Dark theme' | 'System theme') =>
  page.getByRole('group', { name: 'Colour theme' }).getByRole('button', { name });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a system that prefers dark gets a dark page from the server’s HTML and CSS alone', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/texts/hanuman-chalisa?language=hi');
    await expectDark(page);
    expect(await backgroundLuminance(page, '.verses')).toBeLessThan(0.05);
    await expect(themeButton(page, 'System theme')).toHaveAttribute('aria-pressed', 'true');
    await page.emulateMedia({ colorScheme: 'light' });
    await expectLight(page);
  });

  test('a reader who chose dark gets dark in the first paint, on a light system', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL! }]);
    await page.emulateMedia({ colorScheme: 'light' });
    const response = await page.goto('/about');
    const html = await response!.text();
    expect(html).toContain('<html lang="en" data-theme="dark" data-mantine-color-scheme="dark">');
    expect(html).toContain('<meta name="color-scheme" content="dark" />');
    // No script runs here: what is painted is what the server sent.
    await expectDark(page);
    await expect(themeButton(page, 'Dark theme')).toHaveAttribute('aria-pressed', 'true');
  });

  test('the toggle still works: the server sets the cookie and comes back to the page', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/texts/hanuman-chalisa?language=hi');
    await themeButton(page, 'Dark theme').click();
    await expect(page).toHaveURL(/\/texts\/hanuman-chalisa\?language=hi$/);
    await expectDark(page);
    await page.goto('/categories');
    await expectDark(page);
    await themeButton(page, 'System theme').click();
    await expect(page).toHaveURL(/\/categories$/);
    await expectLight(page);
  });
});

test('choosing light on a dark system applies at once, and sticks across reloads and pages', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await hydrated(page);
  await expectDark(page);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await themeButton(page, 'Light theme').click();
  await expectLight(page);
  await expect(themeButton(page, 'Light theme')).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('light');
  await page.reload();
  await expectLight(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
  await expectLight(page);
  await page.goto('/about');
  await expectLight(page);
  // Back to the system's choice: dark again, and the cookie is gone.
  await hydrated(page);
  await themeButton(page, 'System theme').click();
  await expectDark(page);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'theme')).toBeUndefined();
});

test('choosing dark on a light system sticks, from the phone menu too', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/texts/hanuman-chalisa?language=hi');
  await hydrated(page);
  await expectLight(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await themeButton(page, 'Dark theme').click();
  await expectDark(page);
  await page.reload();
  await expectDark(page);
  expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
  await page.goto('/');
  await expectDark(page);
});

test.describe('axe finds no serious or critical problem in dark, contrast included', () => {
  test.use({ colorScheme: 'dark' });

  axePublicPages(expectDark);

  test('a text page with a toast showing, the dark theme chosen', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/texts/gayatri-mantra?language=kn');
    await hydrated(page);
    await themeButton(page, 'Dark theme').click();
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByText('Link copied to clipboard')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('screenshots', () => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [360, 1280]) {
      for (const [name, path] of [
        ['home', '/'],
        ['reading', '/texts/hanuman-chalisa?language=hi'],
      ] as const) {
        test(`${name} in ${scheme} at ${width} px`, async ({ page }) => {
          mkdirSync(ARTIFACTS, { recursive: true });
          await page.setViewportSize({ width, height: 900 });
          await page.emulateMedia({ colorScheme: scheme });
          await page.goto(path);
          await hydrated(page);
          await page.evaluate(() => document.fonts.ready);
          await page.screenshot({ path: new URL(`night-${name}-${scheme}-${width}.png`, ARTIFACTS).pathname });
        });
      }
    }
  }

  for (const [name, path] of [
    ['contact', '/contact'],
    ['category', '/category/chalisas'],
    ['deity', '/deity/shiva'],
    ['search', '/search?q=hanuman'],
    ['not-found', '/no/such/page'],
  ] as const) {
    test(`${name} in dark at 1280 px`, async ({ page }) => {
      mkdirSync(ARTIFACTS, { recursive: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(path);
      await hydrated(page);
      await page.screenshot({ path: new URL(`night-${name}-dark-1280.png`, ARTIFACTS).pathname, fullPage: true });
    });
  }

  test('the phone menu in dark', async ({ page }) => {
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/texts/hanuman-chalisa?language=hi');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.screenshot({ path: new URL('night-menu-dark-360.png', ARTIFACTS).pathname });
  });
});
