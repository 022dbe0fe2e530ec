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
    const pending = compute();
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
