import { setImmediate } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MemoryIndexBuilder, type EntryRow } from './memory-index.js';
import type { CandidateTier } from './source.js';

/** Ten entries a text: a title, then nine verses whose words repeat with different periods. */
function entries(count: number): EntryRow[] {
  return Array.from({ length: count }, (_, i) => {
    const title = i % 10 === 0;
    return {
      id: i + 1,
      textId: Math.floor(i / 10) + 1,
      kind: title ? 'title' : 'verse',
      languageCode: title ? null : 'sa',
      isTransliteration: false,
      verse: title ? null : i % 10,
      // A word twice in one entry is listed once under it.
      key: title ? `stuti ${i % 97}` : `namah shiva${i % 7} pada${i % 500} namah`,
    };
  });
}

const tiers: CandidateTier[] = [
  { kinds: ['title'], query: [['stuti'], ['5']], limit: 1000 },
  { kinds: ['verse'], query: [['namah'], ['shiva3']], limit: 100_000 },
  { kinds: ['verse'], query: [['pada17', 'pada418']], limit: 100_000 },
];

describe('MemoryIndexBuilder.buildInTurns', () => {
  it('builds the index that build() builds, letting the event loop turn while it works', async () => {
    const rows = entries(65_000);
    const whole = new MemoryIndexBuilder().add(rows).build();
    let turns = 0;
    let building = true;
    const counting = (async () => {
      while (building) {
        await setImmediate();
        turns++;
      }
    })();
    const inTurns = await new MemoryIndexBuilder().add(rows).buildInTurns();
    building = false;
    await counting;
    // 65,000 entries walked twice in slices of 20,000: paused at least 4 times.
    expect(turns).toBeGreaterThanOrEqual(4);
    for (const tier of tiers) {
      const found = inTurns.fetchTier(tier, () => true);
      expect(found.length).toBeGreaterThan(0);
      expect(found).toEqual(whole.fetchTier(tier, () => true));
    }
    const verses = rows.filter((row) => row.kind === 'verse');
    expect(inTurns.fetchTier({ kinds: ['verse'], query: [['namah']], limit: 100_000 }, () => true)).toHaveLength(
      verses.length,
    );
    expect(inTurns.fetchTier(tiers[1] as CandidateTier, () => true)).toHaveLength(
      verses.filter((row) => row.key.includes(' shiva3 ')).length,
    );
  });
});

describe('MemoryIndex walks', () => {
  const word = fc.constantFrom('om', 'namah', 'shiva', 'rama', 'jaya', 'hari', 'devi', 'guru');
  const entry = fc.record({
    kind: fc.constantFrom('title', 'meta', 'first', 'about', 'verse'),
    textId: fc.integer({ min: 1, max: 6 }),
    language: fc.constantFrom('sa', 'hi', 'en'),
    isTransliteration: fc.boolean(),
    verse: fc.integer({ min: 1, max: 9 }),
    words: fc.array(word, { minLength: 1, maxLength: 6 }),
  });
  const library = fc.array(entry, { maxLength: 80 }).map((generated) =>
    generated.map((e, i): EntryRow => ({
      id: i + 1,
      textId: e.textId,
      kind: e.kind,
      languageCode: e.kind === 'title' ? null : e.language,
      isTransliteration: e.isTransliteration,
      verse: e.kind === 'verse' || e.kind === 'first' ? e.verse : null,
      key: e.words.join(' '),
    })),
  );
  const query = fc.array(fc.array(word, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 });
  const holds = (row: EntryRow, group: readonly string[]) => row.key.split(' ').some((w) => group.includes(w));
  const plain = ({ id, textId, kind, languageCode, isTransliteration, verse, key }: EntryRow) => ({
    id,
    textId,
    kind,
    languageCode,
    isTransliteration,
    verse,
    key,
  });

  it('fetches a tier as filtering its entries in order would', () => {
    const tiers = [['title'], ['meta', 'first', 'about'], ['verse']] as const;
    fc.assert(
      fc.property(
        library,
        query,
        fc.constantFrom(...tiers),
        fc.integer({ min: 1, max: 30 }),
        (rows, groups, kinds, limit) => {
          const index = new MemoryIndexBuilder().add(rows).build();
          const hidden = 3;
          const expected = rows
            .filter((row) => kinds.includes(row.kind as never) && row.textId !== hidden)
            .filter((row) => groups.every((group) => holds(row, group)))
            .slice(0, limit);
          const found = index.fetchTier({ kinds, query: groups, limit }, (textId) => textId !== hidden);
          expect(found.map(plain)).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('picks the verse to show as ranking every verse of the text would', () => {
    fc.assert(
      fc.property(library, query, fc.integer({ min: 1, max: 6 }), (rows, every, textId) => {
        const index = new MemoryIndexBuilder().add(rows).build();
        const any = [[...new Set(every.flat())]];
        const rank = (row: EntryRow) => [
          every.every((group) => holds(row, group)) ? 0 : 1,
          row.languageCode === 'hi' ? 0 : 1,
          row.isTransliteration ? 1 : 0,
          row.verse ?? 0,
          row.id,
        ];
        const before = (a: number[], b: number[]) => {
          const at = a.findIndex((value, i) => value !== b[i]);
          return at !== -1 && (a[at] ?? 0) < (b[at] ?? 0);
        };
        const verses = rows.filter(
          (row) => row.textId === textId && (row.kind === 'first' || row.kind === 'verse') && holds(row, any[0] ?? []),
        );
        const expected = verses.reduce<EntryRow | null>(
          (best, row) => (!best || before(rank(row), rank(best)) ? row : best),
          null,
        );
        const found = index.bestVerse(textId, any, every, ['hi']);
        expect(found ? plain(found) : null).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
