import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@bhakti/db/testing';
import { PostgresSearchEngine } from '@bhakti/search';
import { loadLibrary, type LibraryFile } from './library-loader.js';
import { getFullText } from './library.js';
import { importTexts } from './text-import.js';

const CORPUS_DIR = process.env.BHAKTI_CORPUS_DIR ?? '';
const corpusFile = (name: string) => join(CORPUS_DIR, name);
const hasCorpus = CORPUS_DIR !== '' && existsSync(corpusFile('texts.json'));
const read = (name: string) => JSON.parse(readFileSync(corpusFile(name), 'utf8')) as unknown[];

describe.skipIf(!hasCorpus)(
  `other titles over the real corpus in ${corpusFile('texts.json')} (skipped without it: set BHAKTI_CORPUS_DIR to the corpus directory)`,
  () => {
    let database: TestDatabase;
    let search: PostgresSearchEngine;
    beforeAll(async () => {
      database = await createTestDatabase();
      search = new PostgresSearchEngine(database);
      const library: LibraryFile = {
        categories: read('categories.json'),
        deities: read('deities.json'),
        texts: read('texts.json'),
      };
      await loadLibrary(database, search, library);
    }, 60_000);
    afterAll(async () => {
      await database?.destroy();
    });

    /** The first hit's slug, and whether a title (or the metadata) held every word of the query. */
    const first = async (query: string) => {
      const [hit] = await search.search(query);
      const slug = hit ? (await getFullText(database.db, { id: hit.textId }))?.slug : undefined;
      return { slug, matchedTitle: hit?.matchedTitle };
    };

    it('puts the Vishnu Sahasranama first for "1000 names of vishnu" once it has that other title', async () => {
      // Before, only "vishnu" matches: the text is found, but not as the text the devotee named.
      expect(await first('1000 names of vishnu')).toMatchObject({ matchedTitle: false });
      const text = (read('texts.json') as Array<{ slug: string }>).find((t) => t.slug === 'vishnu-sahasranama');
      const stored = await getFullText(database.db, { slug: 'vishnu-sahasranama' });
      const summary = await importTexts(
        database,
        search,
        [
          {
            ...text,
            categoryId: stored!.categoryId,
            deityId: stored!.deityId,
            alternativeTitles: ['1000 Names of Vishnu'],
          },
        ],
        { existing: 'update' },
      );
      expect(summary.updated).toBe(1);
      expect(await first('1000 names of vishnu')).toEqual({ slug: 'vishnu-sahasranama', matchedTitle: true });
      expect(await first('names of vishnu')).toEqual({ slug: 'vishnu-sahasranama', matchedTitle: true });
    });
  },
);
