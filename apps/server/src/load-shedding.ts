import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { errorBody } from '@bhakti/api';
import { isHealthCheck, isImmutableAsset } from './paths.js';

/** Requests served at once before new ones are turned away with 503 (2 cores, one event loop). */
export const MAX_IN_FLIGHT = 64;

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
 * Answers 503 with Retry-After at once when the server is overloaded — its event loop late
 * (measured by @fastify/under-pressure) or too many requests in flight — so that it stays
 * responsive and recovers by itself instead of queueing without end. Health checks and the
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

  let inFlight = 0;
  const limit = options.maxInFlight ?? MAX_IN_FLIGHT;
  app.addHook('onRequest', async (request, reply) => {
    // A page already sent needs its scripts and fonts: a module script that fails is never
    // fetched again, and the page would never come alive. They are files, cheap to send.
    if (isHealthCheck(request.url) || isImmutableAsset(request.url)) return;
    if (inFlight >= limit || app.isOverloaded()) {
      return reply.status(503).header('retry-after', '1').send(errorBody(BUSY, request.id));
    }
    inFlight++;
    let released = false;
    const release = () => {
      if (!released) {
        released = true;
        inFlight--;
      }
    };
    reply.raw.once('finish', release);
    reply.raw.once('close', release);
  });
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
