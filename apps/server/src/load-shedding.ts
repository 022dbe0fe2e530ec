import type { FastifyInstance, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { errorBody } from './error-body.js';

/** Requests served at once before new ones are turned away with 503 (2 cores, one event loop). */
export const MAX_IN_FLIGHT = 64;

/**
 * Mean event-loop delay (ms) over a sample past which new work is turned away: by then
 * requests wait for each other longer than a reader notices, and queueing more only makes
 * every answer later.
 */
export const MAX_EVENT_LOOP_DELAY_MS = 100;
const SAMPLE_INTERVAL_MS = 250;

const BUSY = 'The server is busy. Please try again in a moment.';

const isHealthCheck = (request: FastifyRequest) => request.url === '/healthz' || request.url === '/readyz';

/**
 * Answers 503 with Retry-After at once when the server is overloaded — its event loop late
 * (measured by @fastify/under-pressure) or too many requests in flight — so that it stays
 * responsive and recovers by itself instead of queueing without end. Health checks are never
 * shed; answers the response cache already holds are served before this runs.
 */
export async function shedLoad(app: FastifyInstance, limit = MAX_IN_FLIGHT): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: MAX_EVENT_LOOP_DELAY_MS,
    sampleInterval: SAMPLE_INTERVAL_MS,
    retryAfter: 1,
    // Its 503 goes through the error handler, which keeps this message (docs/product.md).
    message: BUSY,
  });
  // Health checks answer under pressure too: that is when they matter.
  app.addHook('onRoute', (route) => {
    if (route.url === '/healthz' || route.url === '/readyz') {
      route.config = { ...route.config, pressureHandler: () => undefined } as typeof route.config;
    }
  });
  limitRequestsInFlight(app, limit);
}

function limitRequestsInFlight(app: FastifyInstance, limit: number): void {
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (isHealthCheck(request)) return;
    if (inFlight >= limit) {
      return reply.status(503).header('retry-after', '1').send(errorBody(request, BUSY));
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
    overloaded: app.isUnderPressure(),
    eventLoopDelayMs: Math.round(usage.eventLoopDelay * 10) / 10,
    eventLoopUtilization: Math.round(usage.eventLoopUtilized * 1000) / 1000,
    heapUsedBytes: usage.heapUsed,
    rssBytes: usage.rssBytes,
  };
}
