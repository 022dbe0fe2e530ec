import { describe, expect, it } from 'vitest';
import { ReadCache, forgottenAlone, popularityKeys, textKey } from './read-cache.js';

describe('ReadCache', () => {
  it('computes once per key until cleared', async () => {
    const cache = new ReadCache();
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cache.get('a', compute)).toBe(1);
    expect(await cache.get('a', compute)).toBe(1);
    expect(await cache.get('b', compute)).toBe(2);
    cache.clear();
    expect(await cache.get('a', compute)).toBe(3);
  });

  it('shares one computation between concurrent readers and forgets failures', async () => {
    const cache = new ReadCache();
    let calls = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 10));
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow)])).toEqual([1, 1]);
    await expect(cache.get('bad', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('bad', async () => 'ok')).toBe('ok');
  });

  it('computes only the missing answers of many keys, in one call, and keeps them until cleared', async () => {
    const cache = new ReadCache();
    const calls: string[][] = [];
    const compute = async (missing: string[]) => {
      calls.push(missing);
      return new Map(missing.filter((key) => key !== 'gone').map((key) => [key, key.toUpperCase()]));
    };
    expect(await cache.getMany(['a', 'b'], compute)).toEqual(
      new Map([
        ['a', 'A'],
        ['b', 'B'],
      ]),
    );
    expect(await cache.getMany(['b', 'c', 'gone', 'c'], compute)).toEqual(
      new Map([
        ['b', 'B'],
        ['c', 'C'],
      ]),
    );
    expect(calls).toEqual([
      ['a', 'b'],
      ['c', 'gone'],
    ]);
    cache.clear();
    await cache.getMany(['a'], compute);
    expect(calls).toHaveLength(3);
  });

  it('keeps no answer of a failed call for many keys', async () => {
    const cache = new ReadCache();
    await expect(cache.getMany(['a', 'b'], () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.getMany(['a'], async () => new Map([['a', 1]]))).toEqual(new Map([['a', 1]]));
  });

  it('stays within its bound in bytes, forgetting the least recently read first', async () => {
    const answer = 'x'.repeat(1000);
    const cache = new ReadCache(10_000);
    const compute = async () => answer;
    await cache.get('first', compute);
    for (const key of ['a', 'b', 'c', 'd']) {
      await cache.get(key, compute);
      await cache.get('first', () => Promise.reject(new Error('recomputed')));
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cache.size).toBe(4);
    let recomputed = 0;
    await cache.get('a', async () => String(++recomputed));
    await cache.get('first', async () => String(++recomputed));
    expect(recomputed).toBe(1);
  });

  it('keeps no answer larger than its bound', async () => {
    const cache = new ReadCache(1_500);
    let calls = 0;
    const compute = async () => 'x'.repeat(1000 + calls++);
    await cache.get('big', compute);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await cache.get('big', compute);
    expect(calls).toBe(2);
  });

  it('forgets alone only what a read count changes, and says so of any other key', async () => {
    const cache = new ReadCache();
    const forgotten: Array<'all' | readonly string[]> = [];
    cache.onInvalidate((keys) => forgotten.push(keys));
    await cache.get(textKey('hanuman-chalisa'), async () => 'text');
    await cache.get('summary:1', async () => 'summary');
    cache.forget({ kind: 'popularity', slug: 'hanuman-chalisa' });
    expect(forgotten).toEqual([popularityKeys(['hanuman-chalisa'])]);
    expect(popularityKeys(['hanuman-chalisa']).every(forgottenAlone)).toBe(true);
    expect(forgottenAlone('summary:1')).toBe(false);
    expect(() => cache.delete(['summary:1'])).toThrow('summary:1 goes only with the whole cache (clear)');
    expect(await cache.get('summary:1', async () => 'computed again')).toBe('summary');
  });
});
