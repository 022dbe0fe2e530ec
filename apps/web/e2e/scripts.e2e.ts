import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, hydrated, test } from './support/fixtures.js';
import { fontsOf, type FontUsage } from './support/fonts.js';

/** Where the screenshots go: test-results/ is git-ignored. */
const ARTIFACTS = new URL('../test-results/screenshots/', import.meta.url);

const SCRIPTS: ReadonlyArray<{ code: string; family: string | null; sample: string }> = [
  { code: 'en', family: null, sample: 'We meditate' },
  { code: 'sa', family: 'Noto Sans Devanagari', sample: 'तत्सवितुर्वरेण्यं' },
  { code: 'hi', family: 'Noto Sans Devanagari', sample: 'परमात्मा' },
  { code: 'gu', family: 'Noto Sans Gujarati', sample: 'તત્સવિતુર્વરેણ્યં' },
  { code: 'te', family: 'Noto Sans Telugu', sample: 'తత్సవితుర్వరేణ్యం' },
  { code: 'ta', family: 'Noto Sans Tamil', sample: 'தத்ஸவிதுர்வரேண்யம்' },
  { code: 'mr', family: 'Noto Sans Devanagari', sample: 'तेजस्वी' },
  { code: 'kn', family: 'Noto Sans Kannada', sample: 'ತತ್ಸವಿತುರ್ವರೇಣ್ಯಂ' },
  { code: 'bn', family: 'Noto Sans Bengali', sample: 'তৎসবিতুর্বরেণ্যং' },
  { code: 'ml', family: 'Noto Sans Malayalam', sample: 'തത്സവിതുർവരേണ്യം' },
];

test.describe('every script renders with its own font', () => {
  for (const { code, family, sample } of SCRIPTS) {
    test(`${code}: no missing glyphs`, async ({ page }, testInfo) => {
      await page.goto(`/texts/gayatri-mantra?language=${code}`);
      const verses = page.locator('#text-content');
      await expect(verses).toHaveAttribute('lang', code);
      await expect(verses).toContainText(sample);
      await page.evaluate(() => document.fonts.ready);

      if (family) {
        // The script's font face was fetched and is in use for the verse text.
        const loaded = await page.evaluate(
          (name) =>
            [...document.fonts].filter((f) => f.family.replace(/"/g, '') === name && f.status === 'loaded').length,
          family,
        );
        expect(loaded, `${family} loaded`).toBeGreaterThan(0);
        expect(
          await page.evaluate(([name, text]) => document.fonts.check(`16px "${name}"`, text), [family, sample]),
        ).toBe(true);
      }
      for (const { text, fonts } of await fontsOf(page, '#text-content p.verse')) {
        const ascii = [...text.replace(/\n/g, '')].filter((c) => c.charCodeAt(0) < 0x80).length;
        const fallback = fonts.filter((f) => !f.isCustomFont).reduce((sum, f) => sum + f.glyphCount, 0);
        if (family) {
          // Only our web font draws the script; the device's font draws spaces and ASCII punctuation only.
          expect(fonts.filter((f) => f.isCustomFont).map((f) => f.familyName)).toEqual([family]);
          expect(fallback, `glyphs drawn by a fallback font in "${text}"`).toBeLessThanOrEqual(ascii);
        } else {
          expect(fonts.every((f) => !f.isCustomFont)).toBe(true);
        }
      }

      mkdirSync(ARTIFACTS, { recursive: true });
      const path = new URL(`gayatri-mantra-${code}.png`, ARTIFACTS).pathname;
      await page.locator('.reading').screenshot({ path });
      await testInfo.attach(`gayatri-mantra-${code}`, { path, contentType: 'image/png' });
    });
  }
});

/** Every glyph outside ASCII was drawn by one of our fonts: nothing fell back to an empty box. */
function expectNoFallback(text: string, fonts: FontUsage[]): void {
  const ascii = [...text.replace(/\n/g, '')].filter((c) => c.charCodeAt(0) < 0x80).length;
  const fallback = fonts.filter((f) => !f.isCustomFont).reduce((sum, f) => sum + f.glyphCount, 0);
  expect(fallback, `glyphs drawn by a fallback font in "${text}"`).toBeLessThanOrEqual(ascii);
}

test('the text that starts a font download is redrawn with the font (first cards, language names)', async ({
  page,
}) => {
  // In Chromium, text laid out before its web font arrives keeps its fallback when a device
  // font comes first in the stack; styles/fonts.css puts the script fonts first.
  await page.goto('/category/chalisas');
  await page.evaluate(() => document.fonts.ready);
  const lines = await fontsOf(page, '.card-first-line');
  expect(lines.length).toBeGreaterThan(0);
  for (const { text, fonts } of lines) expectNoFallback(text, fonts);
  await page.goto('/about');
  await page.evaluate(() => document.fonts.ready);
  const names = await fontsOf(page, '.native-name');
  expect(names).toHaveLength(9);
  for (const { text, fonts } of names) {
    expect(fonts.some((f) => f.isCustomFont)).toBe(true);
    expectNoFallback(text, fonts);
  }
});

test('a Devanagari page downloads one small font file and nothing from another origin', async ({ page }) => {
  const fonts: Array<{ url: string; bytes: number }> = [];
  const foreign: string[] = [];
  page.on('requestfinished', async (request) => {
    const url = new URL(request.url());
    if (!['http:', 'https:'].includes(url.protocol)) return;
    if (url.origin !== new URL(page.url() || process.env.BASE_URL!).origin) foreign.push(request.url());
    if (/\.(woff2?|ttf|otf)$/.test(url.pathname)) {
      const sizes = await request.sizes();
      fonts.push({ url: url.pathname, bytes: sizes.responseBodySize + sizes.responseHeadersSize });
    }
  });
  await page.goto('/texts/mahamrityunjaya-mantra');
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  expect(fonts.map((font) => font.url.replace(/-[\w-]{8}\.woff2$/, ''))).toEqual([
    '/assets/noto-sans-devanagari-devanagari-400-normal',
  ]);
  const total = fonts.reduce((sum, font) => sum + font.bytes, 0);
  expect(total).toBeLessThan(80_000);
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(
    new URL('font-bytes.json', ARTIFACTS),
    JSON.stringify({ page: '/texts/mahamrityunjaya-mantra', fonts, total }, null, 2),
  );
  test
    .info()
    .annotations.push({ type: 'font bytes', description: `${total} bytes: ${fonts.map((f) => f.url).join(', ')}` });

  for (const path of ['/', '/texts/gayatri-mantra?language=bn', '/about', '/contact', '/search?q=om']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(foreign).toEqual([]);
});

test('a Bengali page does not pull in the Devanagari font for its dandas', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/texts/gayatri-mantra?language=bn');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  expect(fonts.every((font) => font.includes('noto-sans-bengali-bengali'))).toBe(true);
  expect(fonts.length).toBe(1);
});
