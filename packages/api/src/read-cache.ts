/**
 * Answers of public reads, kept until the next write. Reading the library is the hot path
 * (each answer is a few database round trips; PGlite runs them on the event loop), while
 * writes are rare admin actions that clear everything at once.
 */
export class ReadCache {
  private readonly entries = new Map<string, Promise<unknown>>();

  constructor(private readonly maxEntries = 5000) {}

  /** The cached answer for the key, computing it once; failures are not kept. */
  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) return hit as Promise<T>;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    return this.remember(key, compute());
  }

  /**
   * Cached answers for many keys at once (texts' summaries by id): those not cached are
   * computed in one call, which answers them by key (a key it leaves out has no answer).
   */
  async getMany<T>(
    keys: readonly string[],
    computeMissing: (missing: string[]) => Promise<ReadonlyMap<string, T>>,
  ): Promise<Map<string, T>> {
    const pending = new Map<string, Promise<unknown>>();
    for (const key of keys) {
      const hit = this.entries.get(key);
      if (hit) pending.set(key, hit);
    }
    const missing = [...new Set(keys)].filter((key) => !pending.has(key));
    if (missing.length > 0) {
      if (this.entries.size + missing.length > this.maxEntries) this.entries.clear();
      const computed = computeMissing(missing);
      for (const key of missing)
        pending.set(
          key,
          this.remember(
            key,
            computed.then((answers) => answers.get(key)),
          ),
        );
    }
    const answers = new Map<string, T>();
    for (const [key, answer] of pending) {
      const value = await answer;
      if (value !== undefined) answers.set(key, value as T);
    }
    return answers;
  }

  private remember<T>(key: string, pending: Promise<T>): Promise<T> {
    this.entries.set(key, pending);
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    });
    return pending;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
