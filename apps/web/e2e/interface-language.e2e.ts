import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe.js';
import { AXE_PAGES } from './support/public-pages.js';
import { expect, hydrated, test } from './support/fixtures.js';

// The interface in Hindi and Marathi (docs/decisions/034-interface-languages.md): every public
// route under /hi/ has no English left in its interface, works without JavaScript, passes axe;
// the switcher, the remembered choice and the offer from Accept-Language.

/** Every public route, as a reader reaches it: the pages axe checks in English, and the rest. */
const ROUTES = [
  ...AXE_PAGES,
  '/texts/hanuman-chalisa?language=hi&script=telugu',
  '/texts/hanuman-chalisa?mode=puja',
  '/my-texts',
  '/offline',
];

/**
 * The interface's words in a language that is not written in Latin letters: every text node
 * and every spoken or shown attribute whose nearest `lang` is the interface's. Content (titles,
 * verses, deity names) carries its own `lang` and is left out.
 */
async function latinInInterface(page: Page, language: string): Promise<string[]> {
  const content = await contentNames(page);
  return page.evaluate(
    ({ lang, names }) => {
      const found: string[] = [];
      const inInterface = (element: Element | null) => element?.closest('[lang]')?.getAttribute('lang') === lang;
      const latin = /[A-Za-z]/;
      // An attribute cannot mark the content inside it: the library's names, and the A–Z index's
      // letters, are left out of it before looking. So is the name of a key (F8).
      const interfaceWords = (value: string) =>
        names.reduce((rest, name) => rest.split(name).join(''), value).replace(/\b([A-Z]|F8)\b/g, '');
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('script, style, template, noscript')) continue;
        const text = node.textContent?.trim() ?? '';
        if (latin.test(text) && inInterface(parent)) found.push(`${parent.tagName.toLowerCase()}: ${text}`);
      }
      for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
        for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
          const value = element.getAttribute(name);
          if (value && latin.test(interfaceWords(value)) && inInterface(element))
            found.push(`${element.tagName.toLowerCase()}[${name}]: ${value}`);
        }
      }
      return found;
    },
    { lang: language, names: content },
  );
}

/** The titles and deity names of the library: content, whatever the interface's language (longest first). */
async function contentNames(page: Page): Promise<string[]> {
  const get = async (path: string) =>
    (await (await page.request.get(path)).json()) as Array<{ title?: string; name?: string }>;
  const items = [...(await get('/api/texts')), ...(await get('/api/deities'))];
  return items
    .map((item) => item.title ?? item.name ?? '')
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
}

for (const language of ['hi', 'mr']) {
  test.describe(`the interface in ${language}`, () => {
    for (const route of ROUTES) {
      const path = `/${language}${route}`;
      test(`${path}: no English left in the interface${language === 'hi' ? ', and axe finds nothing serious' : ''}`, async ({
        page,
      }) => {
        await page.goto(path);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        expect(await latinInInterface(page, language)).toEqual([]);
        if (language === 'hi') expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a reader moves around the Hindi interface by links and forms, and stays in it', async ({ page }) => {
    await page.goto('/hi/');
    await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'चालीसा' }).click();
    await expect(page).toHaveURL(/\/hi\/category\/chalisas$/);
    await page.locator('main a[href^="/hi/texts/"]').first().click();
    await expect(page).toHaveURL(/\/hi\/texts\/[a-z-]+/);
    expect(await latinInInterface(page, 'hi')).toEqual([]);
    await page.goto('/hi/search');
    await page.getByRole('searchbox').first().fill('hanuman');
    await page.getByRole('searchbox').first().press('Enter');
    await expect(page).toHaveURL(/\/hi\/search\?q=hanuman/);
  });

  test('the switcher changes the language, and the choice is remembered', async ({ page, context }) => {
    await page.goto('/hi/about');
    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('link', { name: 'मराठी' }).first().click();
    await expect(page).toHaveURL(/\/mr\/about$/);
    expect((await context.cookies()).find((cookie) => cookie.name === 'interface')?.value).toBe('mr');
    // A shared English link opens in the reader's language.
    await page.goto('/texts/gayatri-mantra');
    await expect(page).toHaveURL(/\/mr\/texts\/gayatri-mantra$/);
  });
});

test.describe('a browser that prefers Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('is offered the Hindi interface on an English page, never moved to it', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveURL(/\/about$/);
    const offer = page.locator('aside.interface-offer');
    await expect(offer).toHaveAttribute('lang', 'hi');
    await offer.getByRole('link', { name: 'हिन्दी में पढ़ें' }).click();
    await expect(page).toHaveURL(/\/hi\/about$/);
    await expect(page.locator('aside.interface-offer')).toHaveCount(0);
  });

  test('keeps English when the reader says so, and is not asked again', async ({ page }) => {
    await page.goto('/contact');
    await page.locator('aside.interface-offer').getByRole('link', { name: 'Stay in English' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('aside.interface-offer')).toHaveCount(0);
    await page.goto('/about');
    await expect(page.locator('aside.interface-offer')).toHaveCount(0);
  });
});

test('every page of a text links its addresses in each interface language, and each answers 200', async ({
  page,
  request,
}) => {
  await page.goto('/hi/texts/hanuman-chalisa?language=hi');
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')] as const));
  const tags = alternates.map(([tag]) => tag);
  expect(tags).toEqual(expect.arrayContaining(['en', 'hi', 'mr', 'x-default']));
  expect(alternates.find(([tag]) => tag === 'hi')?.[1]).toMatch(/\/hi\/texts\/hanuman-chalisa\?language=hi$/);
  for (const [, href] of alternates) expect((await request.get(href ?? '')).status(), href ?? '').toBe(200);
});
