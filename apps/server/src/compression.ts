import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  gzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';
import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import compressible from 'compressible';
import type { WorkerThreads } from './worker-threads.js';

export type Encoding = 'br' | 'gzip';

/** Below this, compressing costs more than it saves. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * How hard to compress: an answer that is kept (the response cache) is compressed once and sent
 * many times, one that is not is compressed for one reader. On a 46 kB text page, brotli 5 makes
 * 10.6 kB in 0.86 ms, 4 makes 11.4 kB in 0.47 ms and 3 makes 11.9 kB in 0.24 ms: 3 is the one
 * for an answer made for a single reader, whose compression was a third of its render's CPU
 * (ADR 028, addendum of 2026-12-07).
 */
const BROTLI_QUALITY = { kept: 5, once: 3 } as const;

export type Effort = keyof typeof BROTLI_QUALITY;

/** How to compress an answer for the client that asked (preferredEncoding), and how hard. */
export interface Compression {
  encoding: Encoding;
  effort: Effort;
}

/**
 * A page compressed on the thread that rendered it (web.ts), and the plain bytes it was made
 * from: whoever would compress that page (the response cache, registerBodyCompression) takes
 * this form instead of sending the page to a worker thread again.
 */
export interface CompressedPage extends Compression {
  body: Buffer;
  of: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    compressedPage: CompressedPage | null;
  }
}

/** The compressed form made with the render of `payload`, if it is a page that has one. */
export function compressedWithRender(request: FastifyRequest, payload: unknown): CompressedPage | null {
  const page = request.compressedPage;
  return page?.of === payload ? page : null;
}

/**
 * Compresses a whole body in one call, on this thread: a worker thread's (WorkerThreads.compress).
 * Node's asynchronous zlib would still set up each encoder on the event loop (~1 ms a page).
 */
export function compressNow(body: Uint8Array, encoding: Encoding, effort: Effort): Buffer {
  return ownBytes(encoding === 'gzip' ? gzipSync(body, GZIP) : brotliCompressSync(body, brotliOptions(body, effort)));
}

/** The same, in Node's thread pool: for a server without worker threads (one core). */
export async function compressSoon(body: Uint8Array, encoding: Encoding, effort: Effort): Promise<Buffer> {
  return ownBytes(await (encoding === 'gzip' ? gzipAsync(body, GZIP) : brotliAsync(body, brotliOptions(body, effort))));
}

/**
 * zlib answers a small output as a view of its 16 kB output chunk: 1 kB of compressed search
 * answer held 16 kB in the response cache (which counted 1 kB), and a thread that sent it
 * copied all 16 kB. A copy in memory of its own holds just the bytes, and can be transferred.
 */
export function ownBytes(bytes: Buffer): Buffer {
  // As long as its whole memory, a view starts at its start.
  if (bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(own);
  return own;
}

const GZIP: ZlibOptions = { level: 6 };
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

function brotliOptions(body: Uint8Array, effort: Effort): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  };
}

/** Brotli, then gzip, then none. */
export function preferredEncoding(accepted: string): Encoding | undefined {
  if (acceptsEncoding(accepted, 'br')) return 'br';
  if (acceptsEncoding(accepted, 'gzip')) return 'gzip';
  return undefined;
}

function acceptsEncoding(header: string, encoding: string): boolean {
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== encoding) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

export function varyWithEncoding(vary: string | undefined): string {
  if (!vary) return 'accept-encoding';
  return /accept-encoding/i.test(vary) ? vary : `${vary}, accept-encoding`;
}

/**
 * Compresses the answers made in memory (pages, JSON) that the response cache did not already
 * encode, in one call each. @fastify/compress, registered after, is left the streams (files):
 * it compresses through a stream per answer, which cost a 65 kB page 5 ms of CPU against 1 ms.
 */
export function registerBodyCompression(app: FastifyInstance, threads: WorkerThreads): void {
  app.decorateRequest('compressedPage', null);
  const compressAnswer: onSendHookHandler = async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (Buffer.byteLength(payload) < COMPRESS_FROM_BYTES || reply.getHeader('content-encoding') !== undefined) {
      return payload;
    }
    if (!compressible(String(reply.getHeader('content-type') ?? ''))) return payload;
    const encoding = preferredEncoding(request.headers['accept-encoding'] ?? '');
    reply.header('vary', varyWithEncoding(reply.getHeader('vary') as string | undefined));
    if (!encoding) return payload;
    const made = compressedWithRender(request, payload);
    const body =
      made?.encoding === encoding ? made.body : await threads.compress(Buffer.from(payload), encoding, 'once');
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return body;
  };
  // On each route, as @fastify/compress does: a route's hooks run after those of every plugin
  // scope, so the answer is compressed once the scopes' own hooks (the REST error body) are done.
  app.addHook('onRoute', (route) => {
    route.onSend = [...(route.onSend === undefined ? [] : [route.onSend].flat()), compressAnswer];
  });
}
