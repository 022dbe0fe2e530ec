import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MEMORY_PREFIX,
  bookmarkKey,
  isBookmarked,
  readingKey,
  recordReading,
  toggleBookmark,
} from './reading-memory.js';
import {
  BOOKMARK_LIMIT,
  RECENT_LIMIT,
  clearRecent,
  continueReading,
  parseMemory,
  removeBookmark,
} from './use-reading-memory.js';

/** localStorage as the browser has it (Node has none): a Map behind the Storage methods. */
class FakeStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

let storage: FakeStorage;
const dispatched = vi.fn();

/** The memory as the lists see it, from what is stored now. */
function memoryNow() {
  const entries: [string, string][] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index) ?? '';
    if (key.startsWith(MEMORY_PREFIX)) entries.push([key, storage.getItem(key) ?? '']);
  }
  return parseMemory(entries);
}

beforeEach(() => {
  storage = new FakeStorage();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('dispatchEvent', dispatched);
  vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  dispatched.mockReset();
});

describe('recently read and the verse reached', () => {
  it('keeps a text opened, newest first, with its view and the verse reached', () => {
    recordReading('gayatri-mantra', 'Gayatri Mantra', '?language=sa', 1);
    vi.advanceTimersByTime(1000);
    recordReading('hanuman-chalisa', 'Hanuman Chalisa', '?language=hi&script=telugu');
    vi.advanceTimersByTime(1000);
    recordReading('hanuman-chalisa', 'Hanuman Chalisa', '?language=hi&script=telugu', 7);
    const { recent } = memoryNow();
    expect(recent.map((reading) => [reading.slug, reading.query, reading.verse])).toEqual([
      ['hanuman-chalisa', '?language=hi&script=telugu', 7],
      ['gayatri-mantra', '?language=sa', 1],
    ]);
    expect(recent[0]?.at).toBe(Date.parse('2026-11-26T10:00:02Z'));
  });

  it('opening a text again keeps the verse it had reached until the reader moves on', () => {
    recordReading('hanuman-chalisa', 'Hanuman Chalisa', '', 12);
    recordReading('hanuman-chalisa', 'Hanuman Chalisa', '');
    expect(memoryNow().recent[0]?.verse).toBe(12);
    recordReading('hanuman-chalisa', 'Hanuman Chalisa', '', 3);
    expect(memoryNow().recent[0]?.verse).toBe(3);
    expect(storage.getItem(readingKey('hanuman-chalisa'))).toContain('"verse":3');
  });

  it('"Continue reading" is the texts left past their first verse', () => {
    recordReading('a', 'A', '', 1);
    vi.advanceTimersByTime(10);
    recordReading('b', 'B', '', 4);
    expect(continueReading(memoryNow()).map((reading) => reading.slug)).toEqual(['b']);
  });

  it(`lists the newest ${RECENT_LIMIT} and names the older ones for removal`, () => {
    for (let index = 0; index < RECENT_LIMIT + 3; index++) {
      recordReading(`text-${index}`, `Text ${index}`, '');
      vi.advanceTimersByTime(10);
    }
    const { recent, beyond } = memoryNow();
    expect(recent).toHaveLength(RECENT_LIMIT);
    expect(recent[0]?.slug).toBe(`text-${RECENT_LIMIT + 2}`);
    expect(beyond.sort()).toEqual([readingKey('text-0'), readingKey('text-1'), readingKey('text-2')].sort());
  });

  it('clearing recently read forgets the texts and verses read, not the bookmarks', () => {
    recordReading('a', 'A', '', 5);
    toggleBookmark({ slug: 'a', title: 'A', query: '' });
    clearRecent();
    expect(memoryNow().recent).toEqual([]);
    expect(memoryNow().bookmarks.map((bookmark) => bookmark.slug)).toEqual(['a']);
    expect(dispatched).toHaveBeenCalled();
  });
});

describe('bookmarks', () => {
  it('a text and its verses are bookmarked apart, and a second toggle removes one', () => {
    expect(toggleBookmark({ slug: 'shiva-tandava', title: 'Shiva Tandava', query: '?language=sa' })).toBe(true);
    vi.advanceTimersByTime(10);
    const verse = { slug: 'shiva-tandava', title: 'Shiva Tandava', query: '', verse: 3, line: 'जटा…', lang: 'sa' };
    expect(toggleBookmark(verse)).toBe(true);
    expect(isBookmarked('shiva-tandava')).toBe(true);
    expect(isBookmarked('shiva-tandava', 3)).toBe(true);
    expect(isBookmarked('shiva-tandava', 4)).toBe(false);
    expect(memoryNow().bookmarks.map((bookmark) => [bookmark.verse, bookmark.line, bookmark.lang])).toEqual([
      [3, 'जटा…', 'sa'],
      [undefined, undefined, undefined],
    ]);
    expect(toggleBookmark(verse)).toBe(false);
    expect(isBookmarked('shiva-tandava', 3)).toBe(false);
    expect(isBookmarked('shiva-tandava')).toBe(true);
  });

  it('Remove takes out that bookmark alone', () => {
    toggleBookmark({ slug: 'a', title: 'A', query: '' });
    toggleBookmark({ slug: 'a', title: 'A', query: '', verse: 2 });
    removeBookmark('a');
    expect(storage.getItem(bookmarkKey('a'))).toBeNull();
    expect(memoryNow().bookmarks.map((bookmark) => bookmark.verse)).toEqual([2]);
  });

  it(`lists the newest ${BOOKMARK_LIMIT}`, () => {
    for (let index = 0; index < BOOKMARK_LIMIT + 1; index++) {
      toggleBookmark({ slug: 'long-text', title: 'Long', query: '', verse: index + 1 });
      vi.advanceTimersByTime(10);
    }
    const { bookmarks, beyond } = memoryNow();
    expect(bookmarks).toHaveLength(BOOKMARK_LIMIT);
    expect(beyond).toEqual([bookmarkKey('long-text', 1)]);
  });
});

describe('what the device holds may be anything', () => {
  it('corrupt, foreign and malformed items are left out, the rest still read', () => {
    recordReading('good', 'Good', '', 2);
    storage.setItem(readingKey('corrupt'), '{not json');
    storage.setItem(readingKey('no-title'), JSON.stringify({ slug: 'no-title', query: '', verse: 1, at: 1 }));
    storage.setItem(readingKey('bad-verse'), JSON.stringify({ slug: 'x', title: 'X', query: '', verse: -1, at: 1 }));
    storage.setItem(bookmarkKey('null'), 'null');
    storage.setItem(`${MEMORY_PREFIX}other:thing`, JSON.stringify({ slug: 'o', title: 'O', query: '', at: 1 }));
    storage.setItem('bhakti_memory_v0:read:old', JSON.stringify({ slug: 'old', title: 'Old', query: '', at: 1 }));
    const memory = memoryNow();
    expect(memory.recent.map((reading) => reading.slug)).toEqual(['good']);
    expect(memory.bookmarks).toEqual([]);
    // A corrupt bookmark counts as none, and bookmarking writes a good one over it.
    storage.setItem(bookmarkKey('good'), '{');
    expect(isBookmarked('good')).toBe(false);
    expect(toggleBookmark({ slug: 'good', title: 'Good', query: '' })).toBe(true);
  });

  it('with localStorage blocked nothing is kept and nothing breaks', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(() => recordReading('a', 'A', '', 2)).not.toThrow();
    expect(isBookmarked('a')).toBe(false);
    expect(toggleBookmark({ slug: 'a', title: 'A', query: '' })).toBe(false);
  });

  it('with localStorage full the bookmark is said not to be kept', () => {
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(toggleBookmark({ slug: 'a', title: 'A', query: '' })).toBe(false);
    expect(() => recordReading('a', 'A', '')).not.toThrow();
  });
});
