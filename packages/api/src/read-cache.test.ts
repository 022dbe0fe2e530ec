import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.js';

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

  it('stays within its bound', async () => {
    const cache = new ReadCache(3);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => key);
    expect(cache.size).toBeLessThanOrEqual(3);
  });
});
