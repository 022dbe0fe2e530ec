import { AiError } from './errors.js';

/** Limits how many calls each key (an admin) may have running at once; more are refused, not queued. */
export class ConcurrencyGate {
  private readonly running = new Map<string, number>();

  constructor(readonly limit: number) {}

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const count = this.running.get(key) ?? 0;
    if (count >= this.limit) {
      throw new AiError(
        'busy',
        `At most ${this.limit} AI requests may run at once for each admin; wait for one to finish`,
      );
    }
    this.running.set(key, count + 1);
    try {
      return await task();
    } finally {
      const left = (this.running.get(key) ?? 1) - 1;
      if (left > 0) this.running.set(key, left);
      else this.running.delete(key);
    }
  }
}
