import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { Semaphore, withTimeout } from 'async-mutex';
import { errorBody } from '@bhakti/api';
import { isAdminCall, isAdminPage, isHealthCheck, isImmutableAsset } from './paths.js';

/**
 * Readers' requests worked on at once. One event loop does the work, so more at once adds
 * no throughput; it only puts more work ahead of a health check (a page takes ~3 ms).
 */
export const MAX_IN_FLIGHT = 8;
/** Requests that wait for a turn, each for at most MAX_WAIT_MS; past either, 503 at once. */
export const MAX_WAITING = 256;
export const MAX_WAIT_MS = 1000;

export interface SheddingOptions {
  maxInFlight?: number;
  /**
   * Mean event-loop delay (ms) that, held over two samples in a row, makes the server turn
   * new work away (0: never). One long task (a large import on the embedded database) makes
   * one late sample and sheds nothing; a queue of readers makes every sample late.
   */
  maxEventLoopDelayMs?: number;
}

export const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 100;
const SAMPLE_INTERVAL_MS = 250;
const LATE_SAMPLES_TO_SHED = 2;

const BUSY = 'The server is busy. Please try again in a moment.';

declare module 'fastify' {
  interface FastifyInstance {
    /** True while the event loop has been late for several samples in a row. */
    isOverloaded(): boolean;
  }
}

/**
 * Answers 503 with Retry-After when the server is overloaded — at once while its event loop
 * is late (measured by @fastify/under-pressure) or when too many readers already wait for
 * a turn, or after a wait of at most a second — so that it stays responsive and recovers
 * by itself instead of queueing without end. Health checks and the
 * built assets are never shed; answers the response cache already holds are served before
 * this runs.
 */
export async function shedLoad(app: FastifyInstance, options: SheddingOptions = {}): Promise<void> {
  await app.register(underPressure, { sampleInterval: SAMPLE_INTERVAL_MS });
  const maxDelay = options.maxEventLoopDelayMs ?? DEFAULT_MAX_EVENT_LOOP_DELAY_MS;
  let lateSamples = 0;
  const sampler = setInterval(() => {
    lateSamples = maxDelay > 0 && app.memoryUsage().eventLoopDelay > maxDelay ? lateSamples + 1 : 0;
  }, SAMPLE_INTERVAL_MS);
  sampler.unref();
  app.addHook('onClose', async () => clearInterval(sampler));
  app.decorate('isOverloaded', () => lateSamples >= LATE_SAMPLES_TO_SHED);

  const turns = readerTurns(options.maxInFlight ?? MAX_IN_FLIGHT);
  app.addHook('onRequest', async (request, reply) => {
    if (isNeverShed(request.url)) return;
    if (app.isOverloaded()) return busy(request, reply);
    // The admin portal's few calls (an AI draft can take a minute) do not take readers' turns.
    if (isAdminCall(request.url) || isAdminPage(request.url)) return;
    const release = await turns.take();
    if (!release) return busy(request, reply);
    reply.raw.once('finish', release);
    reply.raw.once('close', release);
    // A reader who left while waiting: the turn goes back now, as 'close' has already passed.
    if (request.raw.destroyed) release();
  });
}

/** Health checks, and the files a page already sent needs (a failed module script is never fetched again). */
function isNeverShed(url: string): boolean {
  return isHealthCheck(url) || isImmutableAsset(url);
}

function busy(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(503).header('retry-after', '1').send(errorBody(BUSY, request.id));
}

/**
 * Turns to work on readers' requests: at most `limit` at once, the rest waiting in order.
 * A wait is short and bounded (MAX_WAITING requests, MAX_WAIT_MS each): a client that keeps
 * asking at once after a 503 would otherwise keep the event loop busy answering 503s, and
 * the pages let in would crawl. `take` answers the release of the turn, or null for 503.
 */
function readerTurns(limit: number) {
  const semaphore = withTimeout(new Semaphore(limit), MAX_WAIT_MS);
  let waiting = 0;
  return {
    async take(): Promise<(() => void) | null> {
      if (semaphore.isLocked() && waiting >= MAX_WAITING) return null;
      waiting++;
      try {
        // async-mutex's releaser does nothing past its first call ('finish' and 'close' both call it).
        const [, release] = await semaphore.acquire();
        return release;
      } catch {
        return null; // waited MAX_WAIT_MS
      } finally {
        waiting--;
      }
    },
  };
}

/** How loaded the server is, for /readyz. */
export function pressureOf(app: FastifyInstance) {
  const usage = app.memoryUsage();
  return {
    overloaded: app.isOverloaded(),
    eventLoopDelayMs: Math.round(usage.eventLoopDelay * 10) / 10,
    eventLoopUtilization: Math.round(usage.eventLoopUtilized * 1000) / 1000,
    heapUsedBytes: usage.heapUsed,
    rssBytes: usage.rssBytes,
  };
}
