import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page, Request } from '@playwright/test';
import { seriousViolations } from './support/axe.js';
import { expect, hydrated, SW_BLOCKED, test } from './support/fixtures.js';
import { fontsOf } from './support/fonts.js';

/** Where the screenshots go: test-results/ is git-ignored. */
const ARTIFACTS = new URL('../test-results/screenshots/', import.meta.url);
const MANIFEST = fileURLToPath(new URL('../dist/client/.vite/manifest.json', import.meta.url));
const CONVERTER_ENTRY = 'src/ui/script-converter-chunk.ts';

/** A Sanskrit-only text of the fixture library (e2e/fixtures/library.json). */
const TEXT = '/texts/mahamrityunjaya-mantra';

interface View {
  id: string;
  label: string;
  lang: string;
  /** The letters of the script (Unicode block); Latin for IAST and Roman. */
  letters: RegExp;
  /** Our web font for the script; null where the device's Latin font draws it. */
  family: string | null;
  /** The second word of the first verse, त्र्यम्बकं, in the script. */
  sample: string;
}

const VIEWS: readonly View[] = [
  { id: 'telugu', label: 'Telugu', lang: 'sa-Telu', letters: /[\u0C00-\u0C7F]/u, family: 'Noto Sans Telugu', sample: 'త్ర్యమ్బకం' },
  { id: 'kannada', label: 'Kannada', lang: 'sa-Knda', letters: /[\u0C80-\u0CFF]/u, family: 'Noto Sans Kannada', sample: 'ತ್ರ್ಯಮ್ಬಕಂ' },
  { id: 'malayalam', label: 'Malayalam', lang: 'sa-Mlym', letters: /[\u0D00-\u0D7F]/u, family: 'Noto Sans Malayalam', sample: 'ത്ര്യംബകം' },
  { id: 'tamil', label: 'Tamil', lang: 'sa-Taml', letters: /[\u0B80-\u0BFF]/u, family: 'Noto Sans Tamil', sample: 'த்ர்யம்ப³கம்' },
  { id: 'bengali', label: 'Bengali', lang: 'sa-Beng', letters: /[\u0980-\u09FF]/u, family: 'Noto Sans Bengali', sample: 'ত্র্যম্বকং' },
  { id: 'gujarati', label: 'Gujarati', lang: 'sa-Gujr', letters: /[\u0A80-\u0AFF]/u, family: 'Noto Sans Gujarati', sample: 'ત્ર્યમ્બકં' },
  { id: 'gurmukhi', label: 'Gurmukhi', lang: 'sa-Guru', letters: /[\u0A00-\u0A7F]/u, family: 'Noto Sans Gurmukhi', sample: 'ਤ੍ਰ੍ਯਮ੍ਬਕੰ' },
  { id: 'iast', label: 'IAST', lang: 'sa-Latn', letters: /\p{Script=Latin}/u, family: null, sample: 'tryambakaṃ' },
  { id: 'roman', label: 'Simple Roman', lang: 'sa-Latn', letters: /[A-Za-z]/u, family: null, sample: 'tryambakam' },
  // Last, to show that the way back to the original works too.
  { id: 'devanagari', label: 'Devanagari (original)', lang: 'sa', letters: /[\u0900-\u0963\u0966-\u097F]/u, family: 'Noto Sans Devanagari', sample: 'त्र्यम्बकं' },
]; // prettier-ignore

/** Letters and marks, which must all be of the chosen script (ʼ, the avagraha of Tamil and Gurmukhi, aside). */
const letters = (text: string) => [...text].filter((c) => /[\p{L}\p{M}]/u.test(c) && c !== 'ʼ');

const viewOf = (id: string) => VIEWS.find((view) => view.id === id)!;

const select = (page: Page) => page.getByRole('combobox', { name: 'Script' });
const verses = (page: Page) => page.locator('#text-content');
const note = (page: Page) => page.locator('#script-note');

/** The requests that would be a server round trip: the data API in either form. */
function recordApiCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (/^\/(api|trpc)\//.test(new URL(request.url()).pathname)) calls.push(request);
  });
  return calls;
}

async function expectShownIn(page: Page, view: View): Promise<void> {
  await expect(verses(page)).toHaveAttribute('lang', view.lang);
  await expect(verses(page).locator('#v1')).toContainText(view.sample);
  const text = await verses(page).innerText();
  const stray = letters(text).filter((c) => !view.letters.test(c));
  expect(stray, `letters outside the ${view.label} script`).toEqual([]);
  await expect(select(page)).toHaveValue(view.id);
  if (view.id === 'devanagari') {
    await expect(note(page)).toHaveCount(0);
    await expect(verses(page)).not.toHaveAttribute('aria-describedby');
  } else {
    await expect(note(page)).toHaveText(
      new RegExp(`^Shown in ${view.label}( \\(.+\\))?: a script view of the Sanskrit text — not a translation\\.$`),
    );
    await expect(verses(page)).toHaveAttribute('aria-describedby', 'script-note');
  }
}

/** Every glyph of the verse is drawn by the script's own web font, except Latin, digits and spaces. */
async function expectOwnFont(page: Page, view: View): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const [verse] = await fontsOf(page, '#text-content #v1');
  expect(verse).toBeDefined();
  const custom = verse!.fonts.filter((f) => f.isCustomFont).map((f) => f.familyName);
  if (view.family) {
    expect(custom).toEqual([view.family]);
    // The device's font may draw what is not of the script: spaces, ASCII, Tamil's superscript digits, ʼ.
    const outside = [...verse!.text.replace(/\n/g, '')].filter((c) => !view.letters.test(c) && !/[।॥]/.test(c));
    const fallback = verse!.fonts.filter((f) => !f.isCustomFont).reduce((sum, f) => sum + f.glyphCount, 0);
    expect(fallback, `glyphs of "${verse!.text}" drawn by a fallback font`).toBeLessThanOrEqual(outside.length);
  } else {
    // Latin text: the device's font, and at most the Devanagari font for the dandas.
    expect(custom.filter((family) => family !== 'Noto Sans Devanagari')).toEqual([]);
  }
}

test.describe('the script view of a Devanagari text', () => {
  test('shows one verse in every script, in the browser, without asking the server', async ({ page }, testInfo) => {
    const converterFile = `/${JSON.parse(readFileSync(MANIFEST, 'utf8'))[CONVERTER_ENTRY].file}`;
    const chunkRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === converterFile) chunkRequests.push(request.url());
    });
    await page.goto(TEXT);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // The converter is not part of the page until a reader asks for another script.
    expect(chunkRequests).toEqual([]);
    await expect(select(page)).toHaveValue('devanagari');
    await expect(verses(page)).toHaveAttribute('lang', 'sa');
    // The form's own button is for readers without JavaScript; here a choice acts at once.
    await expect(page.getByRole('button', { name: 'Show' })).toBeHidden();
    const options = await select(page).locator('option').allTextContents();
    // The original first, then the others in the order of VIEWS (which ends with the original).
    expect(options).toEqual([viewOf('devanagari').label, ...VIEWS.slice(0, -1).map((view) => view.label)]);

    const calls = recordApiCalls(page);
    mkdirSync(ARTIFACTS, { recursive: true });
    for (const view of VIEWS) {
      await select(page).selectOption(view.id);
      await expect(page).toHaveURL(
        view.id === 'devanagari' ? /\/mahamrityunjaya-mantra$/ : new RegExp(`\\?script=${view.id}$`),
      );
      await expectShownIn(page, view);
      await expectOwnFont(page, view);
      const path = new URL(`script-${view.id}.png`, ARTIFACTS).pathname;
      await verses(page).locator('#v1').screenshot({ path });
      await testInfo.attach(`script-${view.id}`, { path, contentType: 'image/png' });
    }
    expect(calls.map((call) => call.url())).toEqual([]);
    expect(chunkRequests).toHaveLength(1);
  });

  test('the converter stays out of the chunks every page loads', () => {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<
      string,
      { imports?: string[]; dynamicImports?: string[] }
    >;
    const seen = new Set<string>();
    const queue = ['index.html'];
    while (queue.length > 0) {
      const key = queue.pop()!;
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push(...(manifest[key]?.imports ?? []));
    }
    expect(manifest['index.html']?.dynamicImports).toContain(CONVERTER_ENTRY);
    expect([...seen].filter((key) => key === CONVERTER_ENTRY || key.includes('sanscript'))).toEqual([]);
  });

  test('is remembered on this device; the address wins over it', async ({ page }) => {
    await page.goto(TEXT);
    await hydrated(page);
    await select(page).selectOption('telugu');
    await expect(page).toHaveURL(/\?script=telugu$/);
    await page.reload();
    await expectShownIn(page, viewOf('telugu'));

    // A visit without ?script= shows the remembered script and puts it in the address.
    await page.goto(TEXT);
    await expect(page).toHaveURL(/\?script=telugu$/);
    await expectShownIn(page, viewOf('telugu'));
    await page.goto('/texts/gayatri-mantra?language=sa');
    await expect(page).toHaveURL(/\?language=sa&script=telugu$/);
    await expect(verses(page)).toHaveAttribute('lang', 'sa-Telu');

    // The address wins, without changing what is remembered.
    await page.goto(`${TEXT}?script=kannada`);
    await hydrated(page);
    await expectShownIn(page, viewOf('kannada'));
    await page.goto(`${TEXT}?script=devanagari`);
    await hydrated(page);
    await expect(verses(page)).toHaveAttribute('lang', 'sa');
    await expect(page).toHaveURL(/\?script=devanagari$/);
    await page.goto(TEXT);
    await expect(page).toHaveURL(/\?script=telugu$/);

    // Choosing the original forgets the script.
    await hydrated(page);
    await select(page).selectOption('devanagari');
    await expect(page).toHaveURL(/\/mahamrityunjaya-mantra$/);
    await page.goto(TEXT);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/mahamrityunjaya-mantra$/);
    await expect(verses(page)).toHaveAttribute('lang', 'sa');
  });

  test('follows the language: kept between Devanagari languages, ignored and hidden for the others', async ({
    page,
  }) => {
    const tabs = page.getByRole('navigation', { name: 'Language' });
    await page.goto('/texts/gayatri-mantra?language=sa&script=bengali');
    await hydrated(page);
    await expect(verses(page)).toHaveAttribute('lang', 'sa-Beng');
    await tabs.getByRole('link', { name: 'Hindi' }).click();
    await expect(page).toHaveURL(/\?language=hi&script=bengali$/);
    await expect(verses(page)).toHaveAttribute('lang', 'hi-Beng');
    await expect(note(page)).toContainText('a script view of the Hindi text — not a translation.');
    await tabs.getByRole('link', { name: 'Telugu' }).click();
    await expect(page).toHaveURL(/\?language=te$/);
    await expect(verses(page)).toHaveAttribute('lang', 'te');
    await expect(select(page)).toHaveCount(0);
    await expect(note(page)).toHaveCount(0);

    for (const [query, lang] of [
      ['language=ta&script=bengali', 'ta'],
      ['script=bengali', 'en'],
      ['language=en&view=transliteration&script=bengali', 'sa-Latn'],
    ]) {
      await page.goto(`/texts/gayatri-mantra?${query}`);
      await hydrated(page);
      await expect(verses(page)).toHaveAttribute('lang', lang!);
      await expect(select(page)).toHaveCount(0);
    }
  });

  test('an unknown ?script= is ignored', async ({ page }) => {
    await page.goto(`${TEXT}?script=klingon`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expectShownIn(page, viewOf('devanagari'));
    await expect(verses(page)).toContainText('त्र्यम्बकं यजामहे');
  });

  test('a verse link lands on its verse in the script view, also when the remembered script is applied', async ({
    page,
  }) => {
    await page.goto('/texts/hanuman-chalisa?language=hi&script=gujarati#v3');
    await hydrated(page);
    await expect(page.locator('#v3')).toBeInViewport();
    await expect(page.locator('#v3')).toContainText('જય હનુમાન');

    await page.evaluate(() => localStorage.setItem('bhakti_script', 'kannada'));
    await page.goto('/texts/hanuman-chalisa?language=hi#v3');
    await expect(page).toHaveURL(/\?language=hi&script=kannada#v3$/);
    await expect(page.locator('#v3')).toContainText('ಜಯ ಹನುಮಾನ');
    await expect(page.locator('#v3')).toBeInViewport();
  });

  test('can be chosen with the keyboard', async ({ page }) => {
    await page.goto(TEXT);
    await hydrated(page);
    await select(page).focus();
    await expect(select(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/\?script=telugu$/);
    await expect(verses(page)).toHaveAttribute('lang', 'sa-Telu');
    await expect(select(page)).toBeFocused();
  });
});

test.describe('a shared ?script= link', () => {
  test('arrives converted from the server and is taken over without a mismatch', async ({ page, request }) => {
    const html = await (await request.get(`${TEXT}?script=telugu`)).text();
    const section = html.match(/<section[^>]* id="text-content"[^>]*>.*?<\/section>/s)?.[0] ?? '';
    expect(section).toMatch(/ lang="sa-Telu"/);
    expect(section).toContain('త్ర్యమ్బకం');
    expect(section).not.toContain('त्र्यम्बकं');
    expect(html).toMatch(
      /<link rel="preload" href="\/assets\/noto-sans-telugu-telugu-400-normal-[^"]+\.woff2" as="font"/,
    );

    const problems: string[] = [];
    page.on('console', (message) => {
      // Playwright's own word when it blocks the service worker (playwright.config.ts) is no problem of the page.
      if ((message.type() === 'error' || message.type() === 'warning') && !message.text().includes(SW_BLOCKED)) {
        problems.push(message.text());
      }
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const calls = recordApiCalls(page);
    await page.goto(`${TEXT}?script=telugu`);
    await hydrated(page);
    await expectShownIn(page, viewOf('telugu'));
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect(calls).toEqual([]);
  });

  test('works without JavaScript, the selector as a plain form', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: process.env.BASE_URL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/texts/gayatri-mantra?language=sa&script=telugu`);
    await expect(verses(page)).toHaveAttribute('lang', 'sa-Telu');
    await expect(verses(page)).toContainText('తత్సవితుర్వరేణ్యం');
    await expect(note(page)).toContainText('not a translation');
    await select(page).selectOption('malayalam');
    await page.getByRole('button', { name: 'Show script' }).click();
    await expect(page).toHaveURL(/\?language=sa&script=malayalam$/);
    await expect(verses(page)).toHaveAttribute('lang', 'sa-Mlym');
    await expect(verses(page)).toContainText('തത്സവിതുർവരേണ്യം');
    await context.close();
  });
});

test.describe('on a phone and for assistive technology', () => {
  test('nothing overflows a 360 px screen, in any script', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(TEXT);
    await hydrated(page);
    await page.getByRole('button', { name: 'Reading settings' }).click();
    for (const view of VIEWS) {
      await select(page).selectOption(view.id);
      await expect(verses(page)).toHaveAttribute('lang', view.lang);
      const { scrollWidth, selectRight } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        selectRight: document.querySelector('#script-select')!.getBoundingClientRect().right,
      }));
      expect(scrollWidth, view.id).toBeLessThanOrEqual(360);
      expect(selectRight, view.id).toBeLessThanOrEqual(360);
    }
    await select(page).selectOption('malayalam');
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.locator('.reading').screenshot({ path: new URL('script-view-360px.png', ARTIFACTS).pathname });
  });

  // A verse as each script's own books print it: Malayalam and Bengali write the nasal their
  // readers say (സങ്കട; ং stays before the velars), Gurmukhi doubles with addak (ਬੁੱਧਿ).
  const OWN_SPELLINGS = [
    {
      view: 'malayalam',
      text: '/texts/om-jai-jagdish-hare?language=hi',
      lines: ['ഓം ജയ ജഗദീശ ഹരേ, സ്വാമീ ജയ ജഗദീശ ഹരേ ।', 'ഭക്ത ജനോം കേ സങ്കട, ദാസ ജനോം കേ സങ്കട, ക്ഷണ മേം ദൂര കരേ ॥'],
      not: 'സംകട',
    },
    {
      view: 'bengali',
      text: '/texts/mahamrityunjaya-mantra',
      lines: ['ওঁ ত্র্যম্বকং যজামহে সুগন্ধিং পুষ্টিবর্ধনম্ ।', 'উর্বারুকমিব বন্ধনান্মৃত্যোর্মুক্ষীয় মাঽমৃতাৎ ॥'],
      not: 'ত্র্যংবকং',
    },
    {
      view: 'gurmukhi',
      text: '/texts/hanuman-chalisa?language=hi',
      verse: 2,
      lines: ['ਬੁੱਧਿਹੀਨ ਤਨੁ ਜਾਨਿਕੈ ਸੁਮਿਰੌਂ ਪਵਨ-ਕੁਮਾਰ ।', 'ਬਲ ਬੁਧਿ ਬਿਦ੍ਯਾ ਦੇਹੁ ਮੋਹਿੰ ਹਰਹੁ ਕਲੇਸ ਬਿਕਾਰ ॥'],
      not: 'ਬੁਦ੍ਧਿ',
    },
  ];

  for (const { view, text, verse = 1, lines, not } of OWN_SPELLINGS) {
    test(`a verse in ${view} on a 360 px screen, as ${view} books print it`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${text}${text.includes('?') ? '&' : '?'}script=${view}`);
      await hydrated(page);
      const shown = page.locator(`#v${verse}`);
      for (const line of lines) await expect(shown).toContainText(line.normalize('NFC'));
      await expect(shown).not.toContainText(not);
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      mkdirSync(ARTIFACTS, { recursive: true });
      const path = new URL(`verse-${view}-360px.png`, ARTIFACTS).pathname;
      await shown.screenshot({ path });
      await testInfo.attach(`verse-${view}-360px`, { path, contentType: 'image/png' });
    });
  }

  test('axe finds no serious problem with the selector and its note', async ({ page }) => {
    await page.goto(`${TEXT}?script=tamil`);
    await hydrated(page);
    await expect(note(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
