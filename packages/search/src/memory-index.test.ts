import { setImmediate } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
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
