export interface RateRule {
  limit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Fixed-window counters per key, in this process's memory. One process serves the
 * embedded database; several instances on PostgreSQL each count their own share.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  hit(key: string, rule: RateRule): RateDecision {
    const now = this.now();
    const current = this.windows.get(key);
    const window = current && now - current.start < rule.windowMs ? current : { start: now, count: 0 };
    if (window.count >= rule.limit) {
      return { allowed: false, retryAfterSeconds: Math.ceil((window.start + rule.windowMs - now) / 1000) };
    }
    window.count++;
    this.windows.set(key, window);
    if (this.windows.size > 50_000) this.sweep(now, rule.windowMs);
    return { allowed: true };
  }

  private sweep(now: number, windowMs: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= windowMs) this.windows.delete(key);
  }
}
