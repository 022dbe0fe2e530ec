import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { forgottenAlone, type LibraryCache, type ReadCache, type ReadCounter } from '@bhakti/api';
import { colorThemeFromCookies } from '@bhakti/core';
import { isApiPath, isCacheablePath, isSearchCall, readsOnlyAnswerParams } from './paths.js';
import { searchAnswerKey } from './search-answer-key.js';
import { offeredLanguage } from './interface-language.js';
import {
  COMPRESS_FROM_BYTES,
  compressedWithRender,
  preferredEncoding,
  varyWithEncoding,
  type CompressedPage,
  type Effort,
  type Encoding,
} from './compression.js';
import type { WorkerThreads } from './worker-threads.js';

/** The headers a route sets that a cached answer sends again (the security headers are set per request). */
const KEPT_HEADERS = ['content-type', 'cache-control', 'content-language', 'link', 'x-robots-tag', 'vary'] as const;

/** Answers that show popularity order (search ranks by it) may lag reading counts this long. */
const MAX_AGE_MS = 10 * 60 * 1000;

interface Variant {
  body: Buffer;
  etag: string;
  encoding?: Encoding;
}

interface CachedAnswer {
  headers: Partial<Record<(typeof KEPT_HEADERS)[number], string>>;
  identity: Variant;
  /** Each compressed form, made the first time a client asks for it (small answers have none). */
  encoded: Map<Encoding, Promise<Variant>>;
  compressible: boolean;
  /** The bytes of the forms made so far, for the LRU. */
  bytes: number;
  /**
   * The read-cache keys the answer was made from that may go alone (a read count moved): when
   * one goes, the answer goes. The others go only with everything, which takes every answer.
   */
  sources: readonly string[];
  /** Texts whose reading the answer counts (a text's page or API answer). */
  reads: readonly number[];
  /** How hard its forms are compressed (effortFor). */
  effort: Effort;
}

/** What one cacheable request noted while its answer was made. */
interface Trace {
  key: string;
  generation: number;
  sources: Set<string>;
  reads: number[];
  hit: boolean;
  /** The request's URL: a stored answer's effort is read from it (effortFor). */
  url: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    answerTrace: Trace | null;
  }
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

export interface ResponseCacheOptions {
  maxBytes: number;
  readCache: ReadCache;
  popularity: ReadCounter;
  /** Without PUBLIC_URL, pages carry the request's host in their links: the host is part of the key. */
  keyByHost: boolean;
  /** The interface languages: an English page may offer one of them (a variant per offer). */
  languages?: readonly string[];
  /** Where answers are compressed. */
  threads: WorkerThreads;
}

/**
 * Keeps the bytes of public GET answers (API JSON and rendered pages), with their brotli and
 * gzip forms made once when stored, and serves them before any procedure or renderer runs.
 * An answer goes when a read-cache answer it was made from goes (every library change, and
 * for popularity the texts read and the popular list), so it is never staler than those.
 */
export class ResponseCache {
  private readonly answers: LRUCache<string, CachedAnswer>;
  /** Which stored answers were made from each read-cache key. */
  private readonly bySource = new Map<string, Set<string>>();
  /** Bumped by every invalidation: an answer begun before one is not stored. */
  private generation = 0;
  /** Answers being made now, by key; each settles once it is kept or its request has ended. */
  private readonly making = new Map<string, Making>();

  constructor(private readonly options: ResponseCacheOptions) {
    this.answers = new LRUCache<string, CachedAnswer>({
      // lru-cache takes no bound of 0; with one, begin() traces nothing, so nothing is kept.
      maxSize: Math.max(options.maxBytes, 1),
      sizeCalculation: sizeOf,
      ttl: MAX_AGE_MS,
      dispose: (answer, key) => this.forgetSources(key, answer),
    });
    options.readCache.onInvalidate((keys) => (keys === 'all' ? this.clear() : this.invalidate(keys)));
  }

  get size(): number {
    return this.answers.size;
  }

  clear(): void {
    this.generation++;
    this.answers.clear();
    this.bySource.clear();
  }

  private invalidate(sources: readonly string[]): void {
    this.generation++;
    for (const source of sources) {
      for (const key of this.bySource.get(source) ?? []) this.answers.delete(key);
    }
  }

  private forgetSources(key: string, answer: CachedAnswer): void {
    for (const source of answer.sources) {
      const keys = this.bySource.get(source);
      keys?.delete(key);
      if (keys?.size === 0) this.bySource.delete(source);
    }
  }

  /** Starts noting what a cacheable request reads; answers null for any other request, and for all when off (RESPONSE_CACHE_MB=0). */
  begin(request: FastifyRequest): Trace | null {
    if (this.options.maxBytes === 0) return null;
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    if (!isCacheablePath(request.url) || !readsOnlyAnswerParams(request.url)) return null;
    let key = searchAnswerKey(request.url) ?? request.url;
    if (this.options.keyByHost) key = `${request.host}${key}`;
    // The API's answers are the same in every theme and interface language.
    if (!isApiPath(request.url)) key = this.pageVariant(request, key);
    return { key, generation: this.generation, sources: new Set(), reads: [], hit: false, url: request.url };
  }

  private pageVariant(request: FastifyRequest, key: string): string {
    // A page is rendered in the reader's theme: one variant per theme (none, light, dark), never
    // one per Cookie header.
    const theme = colorThemeFromCookies(request.headers.cookie);
    if (theme) key = `${key} theme=${theme}`;
    // An English page offers the language the browser prefers (ADR 034): one variant per language.
    const offer = offeredLanguage(request, this.options.languages ?? []);
    return offer ? `${key} offer=${offer}` : key;
  }

  lookup(trace: Trace): CachedAnswer | undefined {
    return this.answers.get(trace.key);
  }

  /**
   * On a miss: the making of the same answer by an earlier request, to wait for. When none is
   * under way, answers undefined and notes this request's making until `response` closes.
   */
  makingOf(trace: Trace, response: ServerResponse): Promise<void> | undefined {
    const earlier = this.making.get(trace.key);
    if (earlier) return earlier.settled;
    let settle = () => {};
    const making: Making = { settled: new Promise<void>((resolve) => (settle = resolve)), settle: () => settle() };
    this.making.set(trace.key, making);
    response.once('close', () => this.settleMaking(trace.key, making));
    return undefined;
  }

  private settleMaking(key: string, making = this.making.get(key)): void {
    if (!making || this.making.get(key) !== making) return;
    this.making.delete(key);
    making.settle();
  }

  /** Counts the reads a served answer stands for, as making it would have. */
  countReads(answer: CachedAnswer): void {
    for (const id of answer.reads) this.options.popularity.recordRead(id);
  }

  /** Stores an answer (unless the library changed while it was made). */
  store(trace: Trace, headers: CachedAnswer['headers'], payload: string | Buffer): CachedAnswer {
    // A search's answer reads twenty texts' summaries, which never go alone: not traced one by one.
    const sources = [...trace.sources].filter(forgottenAlone);
    const answer = answerOf(headers, Buffer.from(payload), sources, trace);
    if (trace.generation === this.generation) {
      this.answers.set(trace.key, answer);
      for (const source of answer.sources) {
        let keys = this.bySource.get(source);
        if (!keys) this.bySource.set(source, (keys = new Set()));
        keys.add(trace.key);
      }
      this.settleMaking(trace.key);
    }
    return answer;
  }

  /**
   * The form of an answer this client takes best, compressing it (once, on a worker thread) if
   * need be; `made`: a page's form made with its render, taken when it is in that encoding.
   */
  async variantFor(
    request: FastifyRequest,
    key: string,
    answer: CachedAnswer,
    made?: CompressedPage | null,
  ): Promise<Variant> {
    const encoding = answer.compressible ? preferredEncoding(request.headers['accept-encoding'] ?? '') : undefined;
    if (!encoding) return answer.identity;
    let variant = answer.encoded.get(encoding);
    if (!variant) {
      variant =
        made?.encoding === encoding
          ? Promise.resolve(variantOf(answer.identity, encoding, made.body))
          : compressed(answer, encoding, this.options.threads);
      answer.encoded.set(encoding, variant);
      answer.bytes += (await variant).body.length;
      // Still kept? Then its size grew: tell the LRU.
      if (this.answers.peek(key) === answer) this.answers.set(key, answer);
    }
    return variant;
  }
}

interface Making {
  settled: Promise<void>;
  settle: () => void;
}

function sizeOf(answer: CachedAnswer): number {
  return answer.bytes + 512;
}

/**
 * Most searches are asked once (a distinct query, or one typed a letter at a time), and all of
 * them are kept: their forms are compressed as an answer for one reader is (brotli 3); at
 * brotli 5 they kept the pool's threads ~0.7 of a core busy under distinct searches. Other
 * answers are read again and again: compressed as hard as kept answers are.
 */
function effortFor(url: string): Effort {
  return isSearchCall(url) ? 'once' : 'kept';
}

function answerOf(
  headers: CachedAnswer['headers'],
  body: Buffer,
  sources: readonly string[],
  { reads, url }: Pick<Trace, 'reads' | 'url'>,
): CachedAnswer {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return {
    headers,
    identity: { body, etag },
    encoded: new Map(),
    compressible: body.length >= COMPRESS_FROM_BYTES,
    bytes: body.length,
    sources,
    reads,
    effort: effortFor(url),
  };
}

async function compressed(answer: CachedAnswer, encoding: Encoding, threads: WorkerThreads): Promise<Variant> {
  const { identity, effort } = answer;
  return variantOf(identity, encoding, await threads.compress(identity.body, encoding, effort));
}

function variantOf(identity: Variant, encoding: Encoding, body: Buffer): Variant {
  const tag = identity.etag.slice(0, -1);
  const suffix = encoding === 'gzip' ? 'gz' : 'br';
  return { body, etag: `${tag}-${suffix}"`, encoding };
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function send(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, variant: Variant): Buffer | null {
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
  reply.header('vary', varyWithEncoding(answer.headers.vary));
  reply.header('etag', variant.etag);
  if (variant.encoding) reply.header('content-encoding', variant.encoding);
  if (matches(request.headers['if-none-match'], variant.etag)) {
    reply.code(304).removeHeader('content-type');
    return null;
  }
  return variant.body;
}

/**
 * A kept answer is written to the socket in one step: the `onSend` hooks make and shape new
 * answers (compression, REST error bodies, storing), and this one is made. Skipping them is
 * a tenth of the time of a kept answer. `onResponse` hooks (the request log) still run.
 */
function writeKept(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, variant: Variant): void {
  const body = send(request, reply, answer, variant);
  const headers = reply.getHeaders() as OutgoingHttpHeaders;
  if (body) headers['content-length'] = String(body.length);
  reply.hijack();
  reply.raw.writeHead(reply.statusCode, headers);
  reply.raw.end(body ?? undefined);
}

export function keptHeaders(reply: Pick<FastifyReply, 'getHeader'>): CachedAnswer['headers'] | null {
  if (reply.getHeader('set-cookie') !== undefined || reply.getHeader('content-encoding') !== undefined) return null;
  if (/no-store|private/.test(String(reply.getHeader('cache-control') ?? ''))) return null;
  const headers: CachedAnswer['headers'] = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
}

/**
 * Serves cached answers in `onRequest` (after the security headers, before load shedding
 * and routing's handlers), and stores 200 answers of cacheable paths in `onSend`.
 * Register it before `@fastify/compress`, whose route-level hook then leaves our encoded
 * bodies alone.
 */
export function registerResponseCache(app: FastifyInstance, cache: ResponseCache): void {
  app.decorate('responseCache', cache);
  app.decorateRequest('answerTrace', null);
  app.addHook('onRequest', (request, reply, done) => {
    const trace = cache.begin(request);
    if (!trace) return done();
    request.answerTrace = trace;
    const serveKept = (answer: CachedAnswer) => {
      trace.hit = true;
      cache.countReads(answer);
      cache
        .variantFor(request, trace.key, answer)
        .then((variant) => writeKept(request, reply, answer, variant))
        .catch(done);
    };
    const answer = cache.lookup(trace);
    if (answer) return serveKept(answer);
    // The same answer being made already is waited for, not made again: when a popularity
    // flush forgets a text everyone is reading, one render, not one per reader waiting.
    const earlier = cache.makingOf(trace, reply.raw);
    if (!earlier) return done();
    void earlier.then(() => {
      const made = cache.lookup(trace);
      if (made) serveKept(made);
      else done(); // not kept (a 404, say): made by each request, as without a cache
    });
  });
  app.addHook('onSend', async (request, reply, sent) => {
    const trace = request.answerTrace;
    if (!trace || trace.hit || request.method !== 'GET') return sent;
    const payload = sent instanceof Response ? await trpcAnswer(request, reply, sent) : sent;
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    const headers = keptHeaders(reply);
    if (!headers) return payload;
    const answer = cache.store(trace, headers, payload);
    const made = compressedWithRender(request, payload);
    return send(request, reply, answer, await cache.variantFor(request, trace.key, answer, made)) ?? '';
  });
}

/**
 * tRPC's adapter sends a fetch Response, whose status and headers Fastify applies after
 * `onSend`: a 200 in JSON (not tRPC's streamed form, asked for with `trpc-accept`) is read
 * into bytes here, with its headers put on the reply, so that it is kept like any answer.
 */
async function trpcAnswer(request: FastifyRequest, reply: FastifyReply, answer: Response): Promise<unknown> {
  if (answer.status !== 200 || request.headers['trpc-accept'] !== undefined || !answer.body) return answer;
  for (const [name, value] of answer.headers) reply.header(name, value);
  return Buffer.from(await answer.arrayBuffer());
}

/** What a cacheable request's procedures read through: they note the keys and texts read. */
export function tracedReads(
  trace: Trace | null,
  shared: { cache: ReadCache; popularity: ReadCounter },
): { cache: LibraryCache; popularity: ReadCounter } {
  if (!trace) return shared;
  return {
    cache: shared.cache.observedBy((key) => trace.sources.add(key)),
    popularity: {
      recordRead: (textId) => {
        trace.reads.push(textId);
        shared.popularity.recordRead(textId);
      },
    },
  };
}
