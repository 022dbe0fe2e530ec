import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readStarterLibrary } from '@bhakti/db';
import { SERVER_CLI, runNode, startBuiltServer } from '@bhakti/testing';
import { embeddedOnly } from './testing/embedded-only.js';

const CORPUS = process.env.BHAKTI_CORPUS_DIR ?? '';
const hasCorpus = existsSync(join(CORPUS, 'texts.json'));
if (!hasCorpus) {
  console.warn(
    `Skipping the corpus import tests: no texts.json in BHAKTI_CORPUS_DIR (${CORPUS || 'unset'}). Set it to the directory ` +
      'that holds texts.json, categories.json and deities.json.',
  );
}
const corpusFiles = () => [
  join(CORPUS, 'texts.json'),
  '--categories',
  join(CORPUS, 'categories.json'),
  '--deities',
  join(CORPUS, 'deities.json'),
];

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bhakti-cli-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function importTexts(args: string[]) {
  const run = runNode(SERVER_CLI, ['import-texts', ...args], { DATA_DIR: join(dir, 'data') });
  return { code: await run.exited, output: run.output() };
}

/** Starts the server on the data directory (loading the starter library into an empty one) and stops it. */
async function withServer<T>(run: (url: string) => Promise<T>): Promise<T> {
  const server = await startBuiltServer({ DATA_DIR: join(dir, 'data') });
  try {
    return await run(server.url);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

const listTexts = () =>
  withServer(async (url) => (await (await fetch(`${url}/api/texts`)).json()) as Array<{ slug: string }>);

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
    const both = await importTexts([join(dir, 'absent.json'), '--update', '--skip-existing']);
    expect(both.code).toBe(1);
    expect(both.output).toContain('Choose one of --update and --skip-existing.');
  });

  it('brings a site loaded before the English meanings up to date with the starter file and --update (docs/operations.md)', async () => {
    const starter = readStarterLibrary();
    const isMeaning = (c: { languageCode: string; isTransliteration?: boolean }) =>
      c.languageCode === 'en' && !c.isTransliteration;
    const before = {
      ...starter,
      texts: starter.texts.map((t) => ({ ...t, contents: t.contents.filter((c) => !isMeaning(c)) })),
    };
    const older = join(dir, 'older-starter.json');
    const current = join(dir, 'starter.json');
    writeFileSync(older, JSON.stringify(before));
    writeFileSync(current, JSON.stringify(starter));
    const all = starter.texts.length;
    await withServer(async () => {});
    expect((await importTexts([older, '--update'])).output).toContain(`Texts: 0 created, ${all} updated`);

    const updated = await importTexts([current, '--update']);
    expect(updated.output).toContain(`Texts: 0 created, ${all} updated, 0 skipped, 0 unchanged.`);
    expect(updated.code).toBe(0);
    const chalisa = await withServer(
      async (url) =>
        (await (await fetch(`${url}/api/texts/hanuman-chalisa`)).json()) as {
          contents: Array<{ languageCode: string; isTransliteration: boolean; content: string }>;
        },
    );
    expect(chalisa.contents.find(isMeaning)?.content).toMatch(/^Cleansing the mirror of my mind/);
    expect((await importTexts([current, '--update'])).output).toContain(
      `Texts: 0 created, 0 updated, 0 skipped, ${all} unchanged.`,
    );
  });

  it.skipIf(!hasCorpus)('imports the whole shared corpus with its categories and deities', async () => {
    const result = await importTexts(corpusFiles());
    expect(result.output).toMatch(/Imported 57 text\(s\)/);
    expect(result.code).toBe(0);
  });

  describe.skipIf(!hasCorpus)('the shared corpus into a started site (with the starter library)', () => {
    const NEAR_DUPLICATES = [
      '(karpura-gauram): Likely a duplicate of "karpur-gauram": the same first line',
      '(manojavam-maruta-tulya-vegam): Likely a duplicate of "manojavam-marutatulyavegam": the same first line',
      '(om-saha-navavatu-shanti-mantra): Likely a duplicate of "om-sahana-vavatu": the same first line',
    ];
    /** How many corpus texts the starter library has (by slug), and how many it has not. */
    function corpusCounts() {
      const corpus = JSON.parse(readFileSync(join(CORPUS, 'texts.json'), 'utf8')) as Array<{ slug: string }>;
      const starter = new Set(readStarterLibrary().texts.map((t) => t.slug));
      const existing = corpus.filter((t) => starter.has(t.slug)).length;
      return { existing, fresh: corpus.length - existing, all: corpus.length };
    }

    beforeEach(async () => {
      await withServer(async () => {});
    });

    it('refuses it as before, then imports it with --update: new texts created, the others updated', async () => {
      const { existing, fresh, all } = corpusCounts();
      const refused = await importTexts(corpusFiles());
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`Nothing was imported: ${existing} problems in ${existing} items`);
      expect(refused.output).toContain('slug: The slug "hanuman-chalisa" is already taken');

      const updated = await importTexts([...corpusFiles(), '--update']);
      expect(updated.output).toContain(`Imported ${all} text(s)`);
      expect(updated.output).toContain(`Texts: ${fresh} created, ${existing} updated, 0 skipped, 0 unchanged.`);
      for (const warning of NEAR_DUPLICATES) expect(updated.output).toContain(warning);
      expect(updated.code).toBe(0);

      const again = await importTexts([...corpusFiles(), '--update']);
      expect(again.output).toContain(`Texts: 0 created, 0 updated, 0 skipped, ${all} unchanged.`);
      expect(again.output).not.toContain('Likely a duplicate');
      expect(again.code).toBe(0);
    });

    it('imports it with --skip-existing: new texts created, the starter texts kept', async () => {
      const { existing, fresh } = corpusCounts();
      const skipped = await importTexts([...corpusFiles(), '--skip-existing']);
      expect(skipped.output).toContain(`Imported ${fresh} text(s)`);
      expect(skipped.output).toContain(`Texts: ${fresh} created, 0 updated, ${existing} skipped, 0 unchanged.`);
      for (const warning of NEAR_DUPLICATES) expect(skipped.output).toContain(warning);
      expect(skipped.code).toBe(0);
      expect(await listTexts()).toHaveLength(fresh + readStarterLibrary().texts.length);
    });
  });
});
