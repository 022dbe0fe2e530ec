import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@bhakti/db/testing';
import { PostgresSearchEngine } from '@bhakti/search';
import { TextInputSchema, type TextInput } from '../schemas.js';
import { loadLibrary } from './library-loader.js';
import { listRevisions } from './revisions.js';
import { createText, restoreRevision, updateText } from './text-write.js';

// The admin's history of a text (ADR 020): each row is an earlier version, labelled with the
// languages of that version that came from AI output.

let database: TestDatabase;
let search: PostgresSearchEngine;
beforeAll(async () => {
  database = await createTestDatabase();
  search = new PostgresSearchEngine(database);
});
afterAll(async () => {
  await database?.destroy();
});
beforeEach(async () => {
  await database.reset();
  await loadLibrary(database, search, {
    categories: [{ name: 'Chalisas', slug: 'chalisas', type: 'chalisa' }],
    texts: [
      {
        title: 'Shanti Path',
        slug: 'shanti-path',
        categoryId: 1,
        contents: [{ languageCode: 'sa', content: 'ॐ शान्तिः ॥' }],
      },
    ],
  });
});

const HINDI = { languageCode: 'hi', content: 'जय हनुमान ज्ञान गुन सागर ।\nजय कपीस तिहुँ लोक उजागर ॥' };
const TELUGU = { languageCode: 'te', content: 'జయ హనుమాన జ్ఞాన గున సాగర ।\nజయ కపీస తిహుఁ లోక ఉజాగర ॥' };
const KANNADA = { languageCode: 'kn', content: 'ಜಯ ಹನುಮಾನ ಜ್ಞಾನ ಗುನ ಸಾಗರ ।\nಜಯ ಕಪೀಸ ತಿಹುಁ ಲೋಕ ಉಜಾಗರ ॥' };

const input = (title: string, contents: object[]): TextInput =>
  TextInputSchema.parse({ title, slug: 'hanuman-chalisa', categoryId: 1, contents });
const services = () => ({ database, search });
const history = async (id: number) =>
  (await listRevisions(database.db, id)).map(({ title, languages, machineGenerated }) => ({
    title,
    languages,
    machineGenerated,
  }));

describe('the history of a text', () => {
  it('labels the version an AI wrote, not the version before it', async () => {
    const { id } = await createText(services(), input('Hanuman Chalisa', [HINDI]), null);
    // An AI writes the Telugu; an admin then edits the title; an AI then writes the Kannada.
    await updateText(services(), id, input('Hanuman Chalisa', [HINDI, { ...TELUGU, machineGenerated: true }]), null);
    await updateText(services(), id, input('Shri Hanuman Chalisa', [HINDI, TELUGU]), null);
    await updateText(
      services(),
      id,
      input('Shri Hanuman Chalisa', [HINDI, TELUGU, { ...KANNADA, machineGenerated: true }]),
      null,
    );
    // Newest first; the current version (with the AI's Kannada) is the text itself, not a row.
    expect(await history(id)).toEqual([
      { title: 'Shri Hanuman Chalisa', languages: ['hi', 'te'], machineGenerated: [] },
      { title: 'Hanuman Chalisa', languages: ['hi', 'te'], machineGenerated: ['te'] },
      { title: 'Hanuman Chalisa', languages: ['hi'], machineGenerated: [] },
    ]);
  });

  it('labels a text created with AI output in its first version and the copy the next save keeps', async () => {
    const { id } = await createText(
      services(),
      input('Hanuman Chalisa', [HINDI, { ...TELUGU, machineGenerated: true }]),
      null,
    );
    await updateText(services(), id, input('Shri Hanuman Chalisa', [HINDI, TELUGU]), null);
    const [kept, created] = await listRevisions(database.db, id);
    expect([kept?.reason, kept?.machineGenerated]).toEqual(['update', ['te']]);
    expect([created?.reason, created?.machineGenerated]).toEqual(['created', ['te']]);
    await restoreRevision(services(), id, created!.id, null);
    // The version the restore replaced was written by hand.
    expect((await listRevisions(database.db, id)).map((r) => [r.reason, r.machineGenerated])).toEqual([
      ['restore', []],
      ['update', ['te']],
      ['created', ['te']],
    ]);
  });
});
