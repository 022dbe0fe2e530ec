/**
 * A number for each id of a vocabulary, written under a stamp: what was written under another
 * stamp reads as missing. Whoever takes a new stamp (a walk over entries, a search) starts
 * afresh without clearing anything, and users with stamps of their own can share one set of
 * numbers, each reading only its own. After the last stamp, every number is cleared once.
 */
export class StampedIds {
  private static readonly LAST_STAMP = 2 ** 31 - 1;
  private readonly stamps: Int32Array;
  private readonly values: Int32Array;
  private lastStamp = 0;

  constructor(size: number) {
    this.stamps = new Int32Array(size);
    this.values = new Int32Array(size);
  }

  nextStamp(): number {
    if (this.lastStamp === StampedIds.LAST_STAMP) {
      this.stamps.fill(0);
      this.lastStamp = 0;
    }
    return ++this.lastStamp;
  }

  /** The id's number written under `stamp`, or `missing` when none was. */
  get(id: number, stamp: number, missing: number): number {
    return this.stamps[id] === stamp ? (this.values[id] ?? missing) : missing;
  }

  set(id: number, stamp: number, value: number): void {
    this.stamps[id] = stamp;
    this.values[id] = value;
  }
}
