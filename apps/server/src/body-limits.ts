import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const JSON_BODY_LIMIT = 100 * 1024;
/** Admin text writes carry whole texts (up to 200,000 characters per language) and batches of 500. */
export const MAX_BATCH_BYTES = 5 * 1024 * 1024;

const LARGE_BODIES: readonly RegExp[] = [
  /^\/api\/admin\/texts\/import(-batch)?(\?|$)/,
  /^\/api\/admin\/texts\/\d+(\?|$)/,
  /^\/trpc\/admin\.texts\.(import|update|importBatch)(\?|$)/,
];

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
