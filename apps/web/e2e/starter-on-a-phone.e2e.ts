import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltServer, type RunningServer } from '@bhakti/testing';
import { expect, test } from './support/fixtures.js';

// The fixture library's texts are short; the texts the site ships are not. This file starts a
// server of its own on a fresh database, which loads the starter library on its first start,
// and opens its three longest texts on two phones: the title and first verse come first.

const STARTER_LIBRARY = fileURLToPath(new URL('../../../packages/db/starter/library.json', import.meta.url));
const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

interface StarterText {
  slug: string;
  contents: { content: string }[];
}

const length = (text: StarterText) => text.contents.reduce((sum, { content }) => sum + content.length, 0);
const LONGEST = (JSON.parse(readFileSync(STARTER_LIBRARY, 'utf8')) as { texts: StarterText[] }).texts
  .sort((a, b) => length(b) - length(a))
  .slice(0, 3)
  .map((text) => text.slug);

test.describe('the starter library on a phone', () => {
  test.describe.configure({ mode: 'serial' });
  let server: RunningServer;
  let dataDir: string;

  test.beforeAll(async () => {
    // The first start loads the starter library before it listens.
    test.setTimeout(120_000);
    dataDir = mkdtempSync(join(tmpdir(), 'bhakti-e2e-starter-'));
    server = await startBuiltServer({
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'e2e-admin-password',
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  for (const phone of PHONES) {
    test(`at ${phone.width}×${phone.height} the three longest texts (${LONGEST.join(', ')}) open with their first verse on screen`, async ({
      page,
    }) => {
      expect(LONGEST).toHaveLength(3);
      await page.setViewportSize(phone);
      for (const slug of LONGEST) {
        await page.goto(`${server.url}/texts/${slug}`);
        await expect(page.getByRole('heading', { level: 1 }), slug).toBeInViewport();
        const verse = page.locator('#v1');
        await expect(verse, slug).toBeInViewport();
        const top = await verse.evaluate((element) => element.getBoundingClientRect().top);
        expect(top, slug).toBeLessThan(phone.height - 48);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), slug).toBeLessThanOrEqual(phone.width);
      }
    });
  }
});
