// Draws the web app manifest's PNG icons (public/icons/) from public/favicon.svg with Debian's
// Chromium: run `node scripts/make-icons.mjs` in apps/web after changing the favicon.
// The maskable icon is the flame on a full-bleed square, inside the central 80 % safe zone.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '@bhakti/testing';

const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const flame = svg.replace(/<rect[^>]*\/>/, '');
const BACKGROUND = '#8a3b00';

const icons = [
  { file: 'icon-192.png', size: 192, html: svg },
  { file: 'icon-512.png', size: 512, html: svg },
  {
    file: 'icon-maskable-512.png',
    size: 512,
    html: `<div style="width:100%;height:100%;background:${BACKGROUND};display:grid;place-items:center">
      <div style="width:64%;height:64%">${flame}</div></div>`,
  },
];

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
for (const { file, size, html } of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<style>html,body{margin:0;width:100%;height:100%;background:transparent}svg{display:block;width:100%;height:100%}</style>${html}`,
  );
  await page.screenshot({ path: new URL(`../public/icons/${file}`, import.meta.url).pathname, omitBackground: true });
  await page.close();
}
await browser.close();
