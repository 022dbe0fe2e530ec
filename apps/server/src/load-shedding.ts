import type { FastifyInstance } from 'fastify';
import { errorBody } from '@bhakti/api';
import { isHealthCheck } from './paths.js';

/** Requests served at once before new ones are turned away with 503 (2 cores, one event loop). */
export const MAX_IN_FLIGHT = 64;

/**
 * Answers 503 with Retry-After at once when too many requests are in flight, so that an
 * overloaded server stays responsive and recovers by itself instead of queueing without
 * end. Health checks are never shed.
 */
export function shedLoad(app: FastifyInstance, limit = MAX_IN_FLIGHT): void {
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (isHealthCheck(request.url)) return;
    if (inFlight >= limit) {
      return reply
        .status(503)
        .header('retry-after', '1')
        .send(errorBody('The server is busy. Please try again in a moment.', request.id));
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
