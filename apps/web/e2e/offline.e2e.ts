import { mkdirSync, readFileSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { THEME_COLORS } from '../src/ui/color-theme.js';
import { PAGES_CACHE, SAVED_CACHE, UPDATED_MARK } from '../src/offline/offline-caches.js';
import { UPDATED_TITLE } from '../src/offline/offline-support.js';
import { seriousViolations } from './support/axe.js';
import { expect, hydrated, test } from './support/fixtures.js';

/** The offline page's title in English, as the interface's catalogue has it. */
const OFFLINE_TITLE = (
  JSON.parse(readFileSync(new URL('../src/i18n/catalogues/en.json', import.meta.url), 'utf8')) as {
    offline: { title: string };
  }
).offline.title;

/**
 * Offline reading (docs/decisions/025-offline-reading.md) in Chromium with its service worker:
 * the other suites block service workers (playwright.config.ts), this one lets them run.
 */
test.use({ serviceWorkers: 'allow' });

const ARTIFACTS = new URL('../test-results/screenshots/', import.meta.url);

const verses = (page: Page) => page.locator('p.verse');

/** Once the page's service worker controls it and has kept the page itself (its first visit came before the worker). */
async function offlineReady(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect
    .poll(() =>
      page.evaluate(
        (cacheName) =>
          caches.match(location.pathname + location.search, { cacheName, ignoreVary: true }).then((copy) => !!copy),
        PAGES_CACHE,
      ),
    )
    .toBe(true);
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
}

/** Every URL in every cache of the origin. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

/**
 * Saves the Gayatri Mantra for offline reading, sees it listed in My texts, then goes offline and
 * opens a text never visited: the offline page comes instead. Returns its list of saved texts.
 */
async function offlinePageWithSavedText(page: Page, context: BrowserContext): Promise<Locator> {
  await visit(page, '/texts/gayatri-mantra');
  await offlineReady(page);
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved for offline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved for offline' })).toBeVisible();
  await page.goto('/my-texts');
  await hydrated(page);
  const onMyTexts = page.getByRole('region', { name: 'Saved for offline' });
  await expect(onMyTexts.getByRole('link')).toHaveText(['Gayatri Mantra']);

  await goOffline(context);
  await page.goto('/texts/shiv-chalisa');
  await expect(page.getByRole('heading', { level: 1, name: OFFLINE_TITLE })).toBeVisible();
  await expect(page).toHaveURL(/\/offline\?from=%2Ftexts%2Fshiv-chalisa$/);
  await hydrated(page);
  return page.getByRole('list', { name: 'Texts saved for offline reading' });
}

test.describe('offline reading', () => {
  test('after one visit, a text reloads offline with its verses, its script and its font', async ({
    page,
    context,
  }) => {
    await visit(page, '/texts/hanuman-chalisa?language=hi');
    await offlineReady(page);
    await goOffline(context);
    await page.reload();
    await hydrated(page);
    await expect(verses(page)).toHaveCount(3);
    await expect(verses(page).nth(2)).toContainText('जय हनुमान ज्ञान गुन सागर');
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family);
    });
    expect(fonts.join()).toContain('Noto Sans Devanagari');
  });

  test('My texts opens offline though never opened before, with the text read', async ({ page, context }) => {
    await visit(page, '/texts/gayatri-mantra');
    await offlineReady(page);
    await goOffline(context);
    await page.goto('/my-texts');
    await expect(page).toHaveURL(/\/my-texts$/);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'My texts' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recently read' }).getByRole('link')).toHaveText(['Gayatri Mantra']);
  });

  test('a page not kept shows the offline page, listing the saved texts, which open offline', async ({
    page,
    context,
  }) => {
    const saved = await offlinePageWithSavedText(page, context);
    await expect(saved.getByRole('link')).toHaveText(['Gayatri Mantra']);
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/texts/shiv-chalisa');

    await saved.getByRole('link', { name: 'Gayatri Mantra' }).click();
    await expect(page).toHaveURL(/\/texts\/gayatri-mantra$/);
    await expect(verses(page).first()).toBeVisible();
  });

  test('axe finds no serious problem on the offline page, in light and in dark', async ({ page, context }) => {
    test.setTimeout(60_000); // two axe scans, on a busy machine ~10 s each
    await offlinePageWithSavedText(page, context);
    mkdirSync(ARTIFACTS, { recursive: true });
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
      await page.screenshot({ path: new URL(`offline-page-${width}.png`, ARTIFACTS).pathname });
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: new URL('offline-page-dark-1280.png', ARTIFACTS).pathname });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a saved text reads offline when the pages opened before are gone; pressing again removes it', async ({
    page,
    context,
  }) => {
    await visit(page, '/texts/gayatri-mantra');
    await offlineReady(page);
    mkdirSync(ARTIFACTS, { recursive: true });
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
      await page.locator('.reading-toolbar').screenshot({
        path: new URL(`offline-save-control-unsaved-${width}.png`, ARTIFACTS).pathname,
      });
    }
    await page.getByRole('button', { name: 'Save for offline' }).click();
    await expect(page.getByRole('button', { name: 'Saved for offline' })).toBeVisible();
    await page.evaluate((name) => caches.delete(name), PAGES_CACHE);

    await goOffline(context);
    await page.reload();
    await hydrated(page);
    await expect(verses(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Saved for offline' })).toBeVisible();

    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
      await page.locator('.reading-toolbar').screenshot({
        path: new URL(`offline-save-control-${width}.png`, ARTIFACTS).pathname,
      });
    }
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Saved for offline' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Removed from saved texts' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save for offline' })).toBeVisible();
    expect(await page.evaluate((name) => caches.open(name).then(async (cache) => cache.keys()), SAVED_CACHE)).toEqual(
      [],
    );
  });

  test('moving to another page offline never waits on a skeleton: a page not kept is the offline page', async ({
    page,
    context,
  }) => {
    await visit(page, '/texts/hanuman-chalisa');
    await offlineReady(page);
    await goOffline(context);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: OFFLINE_TITLE })).toBeVisible();
    await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
    await expect(page.getByTestId('saved-texts')).toContainText('No texts are saved on this device yet');
  });

  test('nothing of the admin portal or its calls is ever kept', async ({ page }) => {
    await visit(page, '/texts/hanuman-chalisa');
    await offlineReady(page);
    await page.goto('/admin');
    await hydrated(page);
    await page.evaluate(() =>
      Promise.all(
        ['/api/admin/texts', '/trpc/admin.texts.list', '/trpc/texts.list,admin.texts.list?batch=1'].map((url) =>
          fetch(url),
        ),
      ),
    );
    const urls = (await cachedUrls(page)).map((url) => new URL(url).pathname);
    expect(urls).toContain('/texts/hanuman-chalisa'); // the caches were filled: the check below means something
    expect(urls.filter((path) => /^\/(admin|api\/admin)|^\/trpc\/.*admin\./.test(path))).toEqual([]);
  });

  test('a new version waits, takes over on the next visit and says so once', async ({ page, context }) => {
    await visit(page, '/texts/hanuman-chalisa');
    await offlineReady(page);
    // The next version of the site: the worker from another script address, which the browser
    // installs as an update that waits while the reader's tab is open.
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js?next-version'));
    await expect.poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.ready).waiting)).toBe(true);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('status').filter({ hasText: UPDATED_TITLE })).toHaveCount(0);

    // The next visit: the reader's tab was closed, and the site opened again.
    await page.close();
    const next = await context.newPage();
    await visit(next, '/texts/hanuman-chalisa');
    await expect(next.getByRole('status').filter({ hasText: UPDATED_TITLE })).toBeVisible();
    expect(await next.evaluate((name) => caches.has(name), UPDATED_MARK)).toBe(false);
    await next.reload();
    await hydrated(next);
    await expect(next.getByRole('status').filter({ hasText: UPDATED_TITLE })).toHaveCount(0);
  });
});

test.describe('installable web app', () => {
  test('Chromium finds the site installable: manifest, icons, service worker', async ({ page, request }) => {
    await visit(page, '/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Playwright's contexts are incognito ones, where Chromium installs nothing: that one is the browser's, not the site's.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);

    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
      icons: Array<{ src: string; sizes: string; purpose: string }>;
    };
    expect(manifest).toMatchObject({
      name: 'Bhakti Sangrah',
      short_name: 'Bhakti Sangrah',
      start_url: '/',
      display: 'standalone',
      theme_color: THEME_COLORS.light,
      background_color: '#fff8ee',
    });
    for (const size of [192, 512]) expect(manifest.icons.some((icon) => icon.sizes === `${size}x${size}`)).toBe(true);
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const png = await (await request.get(icon.src)).body();
      // A PNG's IHDR: width and height, big-endian, at bytes 16 and 20.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
  });
});
