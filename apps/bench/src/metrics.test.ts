import { describe, expect, it } from 'vitest';
import { mean, percentile, recallAt, reciprocalRank } from './metrics.js';

describe('recallAt', () => {
  it('counts the expected texts among the first k, out of at most k', () => {
    expect(recallAt(3, ['a', 'b', 'c', 'd'], ['c'])).toBe(1);
    expect(recallAt(3, ['a', 'b', 'c', 'd'], ['d'])).toBe(0);
    expect(recallAt(3, ['a', 'x', 'b'], ['a', 'b', 'c', 'e'])).toBeCloseTo(2 / 3);
    expect(recallAt(3, [], ['a'])).toBe(0);
  });
});

describe('reciprocalRank', () => {
  it('is one over the rank of the first expected text', () => {
    expect(reciprocalRank(['a', 'b'], ['a'])).toBe(1);
    expect(reciprocalRank(['x', 'y', 'b'], ['a', 'b'])).toBeCloseTo(1 / 3);
    expect(reciprocalRank(['x'], ['a'])).toBe(0);
  });
});

describe('percentile', () => {
  it('answers the nearest-rank percentile', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 95)).toBe(95);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
    expect(mean([1, 2, 3])).toBe(2);
  });
});
