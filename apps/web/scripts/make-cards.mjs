// Draws the social cards (public/og/): one 1200×630 PNG for the site and one per category
// type, with Debian's Chromium: run `node scripts/make-cards.mjs` in apps/web after changing
// the design, a category type's name or colour, or the favicon. ADR 031 says why the cards
// are drawn once here and not per text on the server.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { CATEGORY_TYPE_INFO } from '@bhakti/core';
import { CHROMIUM, CHROMIUM_ARGS } from '@bhakti/testing';

const require = createRequire(import.meta.url);
/** The site's own font files, inlined: a page made by setContent may not load file: URLs. */
const font = (subset, weight) =>
  `data:font/woff2;base64,${readFileSync(
    require.resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-${weight}-normal.woff2`),
  ).toString('base64')}`;
const flame = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const OUT = new URL('../public/og/', import.meta.url);

/** The type's name in Devanagari, as devotees write it. */
const DEVANAGARI = { aarti: 'आरती', chalisa: 'चालीसा', mantra: 'मंत्र', stotram: 'स्तोत्र' };

const cards = [
  { file: 'site.png', colour: '#8a3b00', big: 'भक्ति संग्रह', small: 'Hindu devotional texts' },
  ...Object.values(CATEGORY_TYPE_INFO).map((info) => ({
    file: `${info.type}.png`,
    colour: info.colour,
    big: DEVANAGARI[info.type],
    small: info.name,
  })),
];

const fontFaces = [400, 700]
  .flatMap((weight) => ['latin', 'devanagari'].map((subset) => ({ subset, weight })))
  .map(
    ({ subset, weight }) =>
      `@font-face{font-family:Card;font-weight:${weight};src:url(${font(subset, weight)}) format('woff2')}`,
  )
  .join('');

const html = ({ colour, big, small }) => `<!doctype html><meta charset="utf-8"><style>${fontFaces}
  html,body{margin:0;width:1200px;height:630px}
  body{font-family:Card,sans-serif;color:#fff8ee;box-sizing:border-box;padding:64px 80px;display:flex;
    flex-direction:column;justify-content:space-between;
    background:radial-gradient(circle at 85% 30%,rgba(255,208,154,.35),transparent 45%),
      linear-gradient(135deg,${colour},#3b1400)}
  header{display:flex;align-items:center;gap:24px;font-size:44px;font-weight:700;letter-spacing:.01em}
  header svg{width:88px;height:88px}
  main{display:flex;flex-direction:column;gap:8px}
  .big{font-size:150px;font-weight:700;line-height:1.25}
  .small{font-size:56px;font-weight:400;opacity:.92}
  footer{font-size:34px;border-top:3px solid rgba(255,208,154,.6);padding-top:24px;opacity:.95}
</style>
<header>${flame}<span>Bhakti Sangrah</span></header>
<main><div class="big" lang="hi">${big}</div><div class="small">${small}</div></main>
<footer>Read in your own language and script — free for everyone</footer>`;

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
for (const card of cards) {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html(card));
  // In the page: its document is the browser's.
  await page.evaluate(() => globalThis.document.fonts.ready);
  const missing = await page.evaluate(
    () => [...globalThis.document.fonts].filter((face) => face.status !== 'loaded').length,
  );
  if (missing > 0) throw new Error(`${card.file}: ${missing} font files did not load`);
  await page.screenshot({ path: new URL(card.file, OUT).pathname });
  await page.close();
}
await browser.close();
