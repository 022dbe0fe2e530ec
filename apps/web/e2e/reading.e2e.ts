import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './support/fixtures.js';

const content = (page: Page) => page.locator('#text-content');
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Language' });
const activeTab = (page: Page) => tabs(page).locator('[aria-current="page"]');

test.describe('the reading page', () => {
  test('shows badges, author, description, verses as blocks and the collection note', async ({ page }) => {
    await page.goto('/texts/hanuman-chalisa?language=hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hanuman Chalisa');
    const category = page.getByRole('link', { name: 'Chalisa', exact: true });
    await expect(category).toHaveAttribute('href', '/category/chalisas');
    await expect(page.getByRole('link', { name: 'Hanuman', exact: true })).toHaveAttribute('href', '/deity/hanuman');
    await expect(page.getByText('By: Goswami Tulsidas')).toBeVisible();
    await expect(page.getByText('Forty chaupais in praise of Hanuman.')).toBeVisible();
    const verses = content(page).locator('p.verse');
    await expect(verses).toHaveCount(3);
    await expect(verses.nth(0)).toHaveAttribute('id', 'v1');
    await expect(verses.nth(2)).toHaveAttribute('id', 'v3');
    await expect(verses.nth(2).locator('br')).toHaveCount(1);
    await expect(verses.nth(2)).toContainText('जय हनुमान ज्ञान गुन सागर');
    await expect(
      page.getByText('This text is part of the Bhakti Sangrah collection of Hindu sacred texts'),
    ).toBeVisible();
  });

  test('a deity image that fails to load is hidden', async ({ page }) => {
    await page.goto('/texts/hanuman-chalisa');
    await hydrated(page);
    await expect(page.locator('.badge-deity img')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Hanuman', exact: true })).toBeVisible();
  });

  test('falls back to the category sentence when there is no description, and shows no author', async ({ page }) => {
    await page.goto('/texts/shiv-chalisa');
    await expect(page.getByText('A Chalisa dedicated to spiritual devotion.')).toBeVisible();
    await expect(page.getByText(/^By:/)).toHaveCount(0);
  });

  test('shows previous and next texts only when they exist', async ({ page }) => {
    await page.goto('/texts/hanuman-chalisa');
    const more = page.getByRole('navigation', { name: 'More Chalisas' });
    await expect(more.getByRole('link', { name: /Next\s*Shiv Chalisa/ })).toHaveAttribute(
      'href',
      '/texts/shiv-chalisa',
    );
    await expect(more.getByRole('link', { name: /Previous/ })).toHaveCount(0);
    await more.getByRole('link', { name: /Next/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shiv Chalisa');
    await expect(more.getByRole('link', { name: /Previous\s*Hanuman Chalisa/ })).toBeVisible();
    await expect(more.getByRole('link', { name: /Next/ })).toHaveCount(0);
  });
});

test.describe('language choice (docs/product.md)', () => {
  test('nine tabs plus English Transliteration, in the preference order (and Malayalam when there is some)', async ({
    page,
  }) => {
    await page.goto('/texts/gayatri-mantra');
    const names = await tabs(page).getByRole('link').allTextContents();
    expect(names).toEqual([
      'English',
      'English Transliteration',
      'Sanskrit',
      'Hindi',
      'Gujarati',
      'Telugu',
      'Tamil',
      'Marathi',
      'Kannada',
      'Bengali',
      'Malayalam',
    ]);
  });

  test('the languages a text has come first, the others after them, muted', async ({ page }) => {
    await page.goto('/texts/hanuman-chalisa');
    const links = tabs(page).getByRole('link');
    expect(await links.allTextContents()).toEqual([
      'English',
      'English Transliteration',
      'Hindi',
      'Sanskrit (not available)',
      'Gujarati (not available)',
      'Telugu (not available)',
      'Tamil (not available)',
      'Marathi (not available)',
      'Kannada (not available)',
      'Bengali (not available)',
    ]);
    await expect(links.nth(3)).toHaveAttribute('data-available', 'false');
  });

  test('without ?language= the first of en, sa, hi, … that the text has', async ({ page }) => {
    await page.goto('/texts/gayatri-mantra');
    await expect(activeTab(page)).toHaveText('English');
    await expect(content(page)).toHaveAttribute('lang', 'en');
    await expect(content(page)).toContainText('We meditate on the glorious light');
    await page.goto('/texts/mahamrityunjaya-mantra');
    await expect(activeTab(page)).toHaveText('Sanskrit');
    await expect(content(page)).toHaveAttribute('lang', 'sa');
  });

  test('the URL language wins when the text has it; otherwise the preference order', async ({ page }) => {
    await page.goto('/texts/gayatri-mantra?language=ta');
    await expect(activeTab(page)).toHaveText('Tamil');
    await expect(content(page)).toHaveAttribute('lang', 'ta');
    await expect(content(page)).toContainText('தத்ஸவிதுர்வரேண்யம்');
    await page.goto('/texts/mahamrityunjaya-mantra?language=ta');
    await expect(activeTab(page)).toHaveText('Sanskrit');
    await page.goto('/texts/gayatri-mantra?language=xx');
    await expect(activeTab(page)).toHaveText('English');
  });

  test('Malayalam content is shown from the URL, under its own tab', async ({ page }) => {
    await page.goto('/texts/gayatri-mantra?language=ml');
    await expect(content(page)).toHaveAttribute('lang', 'ml');
    await expect(content(page)).toContainText('തത്സവിതുർവരേണ്യം');
    await expect(activeTab(page)).toHaveText('Malayalam');
  });

  test('English falls back to the transliteration; the transliteration tab shows it too', async ({ page }) => {
    await page.goto('/texts/hanuman-chalisa');
    await expect(activeTab(page)).toHaveText('English');
    await expect(content(page)).toHaveAttribute('lang', 'hi-Latn');
    await expect(content(page)).toContainText('Jai Hanuman gyan gun sagar');
    await hydrated(page);
    await tabs(page).getByRole('link', { name: 'English Transliteration' }).click();
    await expect(page).toHaveURL(/\?language=en&view=transliteration$/);
    await expect(activeTab(page)).toHaveText('English Transliteration');
    await expect(content(page)).toContainText('Jai Hanuman gyan gun sagar');
  });

  test('no transliteration tab when the text has no transliteration', async ({ page }) => {
    await page.goto('/texts/mahamrityunjaya-mantra');
    await expect(tabs(page).getByRole('link', { name: 'English Transliteration' })).toHaveCount(0);
  });

  test('choosing a tab switches in place; a language without content says so', async ({ page }) => {
    await page.goto('/texts/hanuman-chalisa');
    await hydrated(page);
    await tabs(page).getByRole('link', { name: 'Hindi' }).click();
    await expect(page).toHaveURL(/\?language=hi$/);
    await expect(content(page)).toHaveAttribute('lang', 'hi');
    await expect(content(page)).toContainText('श्रीगुरु चरन सरोज');
    await tabs(page)
      .getByRole('link', { name: /^Tamil/ })
      .click();
    await expect(page).toHaveURL(/\?language=ta$/);
    await expect(activeTab(page)).toHaveText(/^Tamil/);
    await expect(content(page)).toHaveText('Content not available in this language.');
    // Any other change of the address follows the load rule again.
    await page.evaluate(() => history.pushState(null, '', '/texts/hanuman-chalisa?language=hi'));
    await expect(content(page)).toHaveAttribute('lang', 'hi');
    await expect(activeTab(page)).toHaveText('Hindi');
  });
});

test.describe('reading tools', () => {
  test('text size: 1.15 rem by default, 0.1 steps, buttons disabled at 0.8 and 1.5', async ({ page }) => {
    await page.goto('/texts/gayatri-mantra');
    await hydrated(page);
    const fontSize = () => content(page).evaluate((element) => getComputedStyle(element).fontSize);
    const smaller = page.getByRole('button', { name: 'Decrease text size' });
    const larger = page.getByRole('button', { name: 'Increase text size' });
    expect(await fontSize()).toBe('18.4px');
    for (let i = 0; i < 3; i++) await smaller.click();
    expect(await fontSize()).toBe('13.6px');
    await expect(smaller).toBeEnabled();
    await smaller.click();
    expect(await fontSize()).toBe('12.8px');
    await expect(smaller).toBeDisabled();
    for (let i = 0; i < 7; i++) await larger.click();
    expect(await fontSize()).toBe('24px');
    await expect(larger).toBeDisabled();
    await expect(smaller).toBeEnabled();
  });

  test('copy link puts the page address on the clipboard and shows the copied state for 2 seconds', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/texts/gayatri-mantra?language=sa');
    await hydrated(page);
    // Timed inside the page: when the button turned to its copied state (with the check) and back.
    await page.evaluate(() => {
      const changes: Array<{ at: number; copied: string | null; check: boolean }> = [];
      (window as unknown as { copyChanges: typeof changes }).copyChanges = changes;
      const button = document.querySelector('button[data-copied]')!;
      new MutationObserver(() =>
        changes.push({
          at: performance.now(),
          copied: button.getAttribute('data-copied'),
          check: button.querySelector('.copied-icon') !== null,
        }),
      ).observe(button, { attributes: true, attributeFilter: ['data-copied'] });
    });
    await page.getByRole('button', { name: 'Copy Link' }).click();
    const toast = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('status');
    await expect(toast).toContainText('Link copied to clipboard');
    await expect(toast).toContainText('You can now paste the link to share this text');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible({ timeout: 5000 });
    const changes = await page.evaluate(
      () => (window as unknown as { copyChanges: Array<{ at: number; copied: string; check: boolean }> }).copyChanges,
    );
    const on = changes.find((change) => change.copied === 'true')!;
    const off = changes.find((change) => change.copied === 'false' && change.at > on.at)!;
    expect(on.check).toBe(true);
    expect(off.check).toBe(false);
    expect(off.at - on.at).toBeGreaterThanOrEqual(1_950);
    expect(off.at - on.at).toBeLessThan(4_000);
  });

  test('WhatsApp and Facebook share links open in a new window', async ({ page }) => {
    await page.goto('/texts/gayatri-mantra');
    const pageUrl = page.url();
    const whatsapp = page.getByRole('link', { name: 'Share on WhatsApp' }).first();
    const href = await whatsapp.getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
    const text = decodeURIComponent(href!.split('text=')[1]!);
    expect(text).toContain('Gayatri Mantra');
    expect(text).toContain('Read this devotional text');
    expect(text).toContain(pageUrl);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    const facebook = page.locator('.reading-toolbar').getByRole('link', { name: 'Share on Facebook' });
    await expect(facebook).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`,
    );
    await expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('print prints only the text', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await page.goto('/texts/gayatri-mantra');
    await hydrated(page);
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    for (const hidden of ['.site-header', '.site-footer', '.language-tabs', '.reading-toolbar', '.prev-next'])
      await expect(page.locator(hidden)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(content(page)).toBeVisible();
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.byteLength).toBeGreaterThan(1000);
  });

  test('a verse link lands on the verse', async ({ page }) => {
    await page.goto('/texts/hanuman-chalisa?language=hi#v3');
    await hydrated(page);
    await expect(page.locator('#v3')).toBeInViewport();
  });
});

test.describe('loading and failure', () => {
  test('a skeleton of 5 lines while the text loads', async ({ page }) => {
    await page.goto('/texts/shiv-chalisa');
    await hydrated(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/trpc/texts.bySlug**', async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole('navigation', { name: 'More Chalisas' })
      .getByRole('link', { name: /Previous/ })
      .click();
    const skeleton = page.getByTestId('line-skeletons');
    await expect(skeleton).toBeVisible();
    await expect(skeleton.locator('.mantine-Skeleton-root')).toHaveCount(5);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hanuman Chalisa');
  });

  test("'Text Not Found' when the text cannot be loaded", async ({ page }) => {
    await page.goto('/texts/no-such-text');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Text Not Found');
    await expect(
      page.getByText(
        "We couldn't find the devotional text you're looking for. It may have been removed or the URL is incorrect.",
      ),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a failure while navigating shows 'Text Not Found' too", async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.route('**/trpc/texts.bySlug**', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.getByRole('link', { name: 'Gayatri Mantra', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Text Not Found');
    await expect(page).toHaveTitle('Text Not Found | Bhakti Sangrah');
  });
});
