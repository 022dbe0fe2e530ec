import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLI, runNode, startServer } from './testing/process.js';
import { embeddedOnly } from './testing/embedded-only.js';

const CORPUS = resolve(import.meta.dirname, '../../../../shared/corpus');
const hasCorpus = existsSync(join(CORPUS, 'texts.json'));
if (!hasCorpus) console.warn(`Skipping the corpus import test: ${CORPUS} is absent.`);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bhakti-cli-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function importTexts(args: string[]) {
  const run = runNode(CLI, ['import-texts', ...args], { DATA_DIR: join(dir, 'data') });
  return { code: await run.exited, output: run.output() };
}

async function listTexts(): Promise<Array<{ slug: string }>> {
  const server = await startServer({ DATA_DIR: join(dir, 'data') });
  try {
    return (await (await fetch(`${server.url}/api/texts`)).json()) as Array<{ slug: string }>;
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

const library = {
  categories: [{ name: 'Mantras', slug: 'mantras', type: 'mantra' }],
  texts: [
    {
      title: 'Om Namah Shivaya',
      slug: 'om-namah-shivaya',
      categorySlug: 'mantras',
      contents: [{ languageCode: 'sa', content: 'ॐ नमः शिवाय' }],
    },
    { title: 'Shanti', slug: 'shanti', categoryId: 1, contents: [{ languageCode: 'sa', content: 'ॐ शान्तिः' }] },
  ],
};

describe.skipIf(embeddedOnly)('pnpm import-texts', () => {
  it('imports a library file, naming categories by slug or id', async () => {
    const file = join(dir, 'library.json');
    writeFileSync(file, JSON.stringify(library));
    const result = await importTexts([file]);
    expect(result.output).toContain('Imported 2 text(s)');
    expect(result.code).toBe(0);
    const slugs = (await listTexts()).map((t) => t.slug);
    expect(slugs).toContain('om-namah-shivaya');
    expect(slugs).toContain('shanti');
  });

  it('imports nothing when one item is bad, and names the item and field', async () => {
    const file = join(dir, 'broken.json');
    const texts = [
      ...library.texts,
      { title: 'Broken', slug: 'Not A Slug', categorySlug: 'mantras', contents: [{ languageCode: 'xx', content: '' }] },
    ];
    writeFileSync(file, JSON.stringify({ ...library, texts }));
    const result = await importTexts([file]);
    expect(result.code).toBe(1);
    expect(result.output).toContain('Nothing was imported');
    expect(result.output).toMatch(/item 2: slug: /);
    expect(result.output).toMatch(/item 2: contents\[0\]\.languageCode: /);
    const slugs = (await listTexts()).map((t) => t.slug);
    expect(slugs).not.toContain('om-namah-shivaya');
  });

  it('explains a missing or unreadable file', async () => {
    const result = await importTexts([join(dir, 'absent.json')]);
    expect(result.code).toBe(1);
    expect(result.output).toContain('Cannot read');
    const usage = await importTexts([]);
    expect(usage.code).toBe(1);
    expect(usage.output).toContain('Usage:');
  });

  it.skipIf(!hasCorpus)('imports the whole shared corpus with its categories and deities', async () => {
    const result = await importTexts([
      join(CORPUS, 'texts.json'),
      '--categories',
      join(CORPUS, 'categories.json'),
      '--deities',
      join(CORPUS, 'deities.json'),
    ]);
    expect(result.output).toMatch(/Imported 57 text\(s\)/);
    expect(result.code).toBe(0);
  });
});
