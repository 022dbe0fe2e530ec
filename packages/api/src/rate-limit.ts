/** The public actions limited per client address (docs/product.md, "Rules and limits"). */
export type LimitedAction = 'contact' | 'newsletter' | 'correction';

export interface RateRule {
  limit: number;
  windowMs: number;
}

/**
 * Fixed windows: a client's first call of an action opens its window; past the limit, calls
 * are refused until the window ends. The server counts (apps/server/src/rate-limits.ts).
 */
export const RATE_RULES: Readonly<Record<LimitedAction, RateRule>> = {
  contact: { limit: 5, windowMs: 10 * 60_000 },
  newsletter: { limit: 5, windowMs: 60 * 60_000 },
  correction: { limit: 10, windowMs: 10 * 60_000 },
};

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one call of `action` by the request's client, and says whether it may go on. */
export type RateLimit = (action: LimitedAction) => Promise<RateDecision>;
