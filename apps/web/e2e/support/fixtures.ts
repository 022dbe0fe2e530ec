import { test as base, expect, type Page, type Request } from '@playwright/test';

export { expect };

/** Every test gets the address of the server that global-setup started. */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function destructures.
  baseURL: async ({}, use) => {
    await use(process.env.BASE_URL);
  },
});

/**
 * What Playwright writes to the console when a page registers its service worker in a suite
 * that blocks it (playwright.config.ts): the browser's doing, not the page's.
 */
export const SW_BLOCKED = 'Service Worker registration blocked by Playwright';

/** Records the tRPC calls a page makes (to prove what was and was not fetched). */
export function recordTrpc(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/trpc/')) calls.push(request);
  });
  return calls;
}

/** The procedures a recorded tRPC request asked for (a batch names several, comma-separated). */
export function procedures(request: Request): string[] {
  return decodeURIComponent(new URL(request.url()).pathname.slice('/trpc/'.length)).split(',');
}

/** Waits until the page's script has taken over the server's HTML. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
