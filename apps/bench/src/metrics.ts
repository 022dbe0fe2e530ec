/** Share of the expected texts found in the first k results (of at most k expected). */
export function recallAt(k: number, results: readonly string[], expected: readonly string[]): number {
  const top = new Set(results.slice(0, k));
  const found = expected.filter((slug) => top.has(slug)).length;
  return found / Math.min(k, expected.length);
}

/** 1 / the rank of the first expected text, 0 when none is found. */
export function reciprocalRank(results: readonly string[], expected: readonly string[]): number {
  const rank = results.findIndex((slug) => expected.includes(slug));
  return rank === -1 ? 0 : 1 / (rank + 1);
}

/** The value at or below which `p` percent of the samples lie (nearest rank). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
