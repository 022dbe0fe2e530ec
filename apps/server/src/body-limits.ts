import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { procedureMetas, type Meta } from '@bhakti/api';
import { PATHS } from './paths.js';

export const JSON_BODY_LIMIT = 100 * 1024;
/** Admin text writes carry whole texts (up to 200,000 characters per language) and batches of 500. */
export const MAX_BATCH_BYTES = 5 * 1024 * 1024;

/** The body limit a procedure's meta asks for. */
export function bodyLimitOf(meta: Meta): number {
  return meta.bodyLimit === 'large' ? MAX_BATCH_BYTES : JSON_BODY_LIMIT;
}

/** `/api/admin/texts/{id}` → a pattern of that path and its query (path parameters are ids). */
function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '\\d+');
  return new RegExp(`^${escaped}(\\?|$)`);
}

/** Every path of the procedures whose meta asks for large bodies: over tRPC, over REST, and the server's own. */
const LARGE_BODIES: readonly RegExp[] = procedureMetas()
  .filter(({ meta }) => meta.bodyLimit === 'large')
  .flatMap(({ path, meta }) => [
    `${PATHS.trpc}/${path}`,
    ...(meta.openapi ? [`${PATHS.api}${meta.openapi.path}`] : []),
    ...(meta.serverRoute ? [`${PATHS.api}${meta.serverRoute.path}`] : []),
  ])
  .map(pathPattern);

export function bodyLimitFor(url: string): number {
  return LARGE_BODIES.some((pattern) => pattern.test(url)) ? MAX_BATCH_BYTES : JSON_BODY_LIMIT;
}

function tooLarge(): Error {
  return Object.assign(new Error('Request body is too large'), { statusCode: 413 });
}

/**
 * Gives a plugin's catch-all routes the large limit and then holds each request to the
 * limit of its own path: declared lengths are refused at once, streamed bodies when they pass it.
 */
export function limitBodiesByPath(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.bodyLimit = MAX_BATCH_BYTES;
  });
  scope.addHook('preParsing', async (request: FastifyRequest, _reply, payload) => {
    const limit = bodyLimitFor(request.url);
    if (Number(request.headers['content-length'] ?? 0) > limit) throw tooLarge();
    let received = 0;
    return payload.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          received += chunk.length;
          done(received > limit ? tooLarge() : null, chunk);
        },
      }),
    );
  });
}
