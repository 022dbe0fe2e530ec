import type { FastifyRequest } from 'fastify';
import type { AppDeps, Context } from '@bhakti/api';
import { tracedReads } from './response-cache.js';

/**
 * What a procedure sees of one request: the shared parts (reading through the response
 * cache's trace when the answer may be kept), who asked, the limits of the public forms for
 * that client (rate-limits.ts), and the credentials it carried — none for a page, which
 * calls only public procedures.
 */
export function requestContext(deps: AppDeps, request: FastifyRequest, authorization: string | undefined): Context {
  return {
    ...deps,
    ...tracedReads(request.answerTrace, deps),
    requestId: request.id,
    ip: request.ip,
    rateLimit: (action) => request.server.actionRateLimits.check(action, request),
    authorization,
    log: request.log,
  };
}
