import type { Page } from '@playwright/test';
import { seriousViolations } from './axe.js';
import { expect, hydrated, test } from './fixtures.js';

/** The public pages axe checks, in light (a11y.e2e.ts) and in dark (night.e2e.ts). */
export const AXE_PAGES = [
  '/',
  '/texts/gayatri-mantra',
  '/texts/hanuman-chalisa?language=hi',
  '/texts/hanuman-chalisa?language=hi&beside=transliteration',
  '/texts/hanuman-chalisa/report?language=hi&verse=2',
  '/category/chalisas',
  '/categories',
  '/deity/shiva',
  '/deities',
  '/texts',
  '/texts?letter=s',
  '/search',
  '/search?q=hanuman',
  '/search?q=zzqxjv',
  '/contact',
  '/about',
  '/privacy-policy',
  '/terms-of-service',
  '/no/such/page',
];

/**
 * Defines the axe tests of the public pages in the describe block it is called in (light in
 * a11y.e2e.ts, dark in night.e2e.ts): every page of AXE_PAGES, and the contact form with its
 * validation messages on a 320 px phone with the menu open. `check` runs first on each page.
 */
export function axePublicPages(check: (page: Page) => Promise<void> = async () => {}): void {
  for (const path of AXE_PAGES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await check(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('/contact with its validation messages, on a 320 px phone with the menu open', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/contact');
    await hydrated(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
