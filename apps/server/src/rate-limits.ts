import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { RATE_RULES, type LimitedAction, type RateDecision, type RateRule } from '@bhakti/api';

type Checker = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * The counts behind `ctx.rateLimit`: one @fastify/rate-limit checker per limited action,
 * each with its own store, so a key is the action and the client's address (the plugin's
 * own: an IPv6 address counts by its /64, an IPv4-mapped one as its IPv4 address). The
 * procedures call it, so REST, tRPC and every call of a tRPC batch are counted alike.
 * Counts live in this process (an LRU of 5,000 addresses per action); see ADR 021.
 */
export class ActionRateLimits {
  private checkers: Record<LimitedAction, Checker>;
  /**
   * The check before this one, settled. The plugin's memory store answers with its live
   * counter, which a check reads only after an await: checks started together (the calls of
   * one tRPC batch) would all read the last count and all be refused. One at a time, each
   * reads its own count.
   */
  private previous: Promise<unknown> = Promise.resolve();

  constructor(private readonly app: FastifyInstance) {
    this.checkers = this.createCheckers();
  }

  async check(action: LimitedAction, request: FastifyRequest): Promise<RateDecision> {
    const counted = this.previous.then(() => this.checkers[action](request));
    this.previous = counted.catch(() => undefined);
    const answer = await counted;
    if (answer.isAllowed || !answer.isExceeded) return { allowed: true };
    return { allowed: false, retryAfterSeconds: answer.ttlInSeconds };
  }

  /** Forgets every count (tests start each case afresh). */
  forget(): void {
    this.checkers = this.createCheckers();
  }

  private createCheckers(): Record<LimitedAction, Checker> {
    const checker = (rule: RateRule) => this.app.createRateLimit({ max: rule.limit, timeWindow: rule.windowMs });
    return {
      contact: checker(RATE_RULES.contact),
      newsletter: checker(RATE_RULES.newsletter),
      correction: checker(RATE_RULES.correction),
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The per-action limits of the public forms, behind every request's `ctx.rateLimit`. */
    actionRateLimits: ActionRateLimits;
  }
}

/** Registers @fastify/rate-limit for checks made by procedures only (no route is limited as a whole). */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
  app.decorate('actionRateLimits', new ActionRateLimits(app));
}
