import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { fastifyTRPCOpenApiPlugin } from 'trpc-to-openapi';
import {
  appRouter,
  errorAnswer,
  errorBody,
  openApiDocument,
  retryAfterHeaders,
  successStatusByProcedure,
  type Context,
  type ErrorBody,
  type AppDeps,
} from '@bhakti/api';
import type { Config } from './config.js';
import { errorForLog } from './error-log.js';
import { JSON_BODY_LIMIT, limitBodiesByPath } from './body-limits.js';
import { limitTrpcInputDepth, parseJsonWithDepthLimit } from './json-depth.js';
import { registerAdminRoutes, registerImages } from './admin-routes.js';
import { pressureOf, shedLoad } from './load-shedding.js';
import { ResponseCache, registerResponseCache } from './response-cache.js';
import { registerRateLimits } from './rate-limits.js';
import { requestContext } from './request-context.js';
import { registerSecurityHeaders } from './security-headers.js';
import { registerSitemap } from './sitemap.js';
import { registerThemeSwitch } from './theme-switch.js';
import { DEFAULT_INTERFACE_LANGUAGE } from '@bhakti/core';
import { registerInterfaceLanguages } from './interface-language.js';
import { loadRenderer } from './web-renderer.js';
import { registerWeb, sendWebShell } from './web.js';
import { registerBodyCompression } from './compression.js';
import { WorkerThreads } from './worker-threads.js';
import { PATHS, isServerPath } from './paths.js';

export interface AppOptions {
  config: Pick<Config, 'LOG_LEVEL' | 'TRUST_PROXY' | 'PUBLIC_URL'> &
    Partial<Pick<Config, 'RESPONSE_CACHE_MB' | 'SHED_EVENT_LOOP_DELAY_MS' | 'WORKER_THREADS'>>;
  deps: AppDeps;
  /** URLs per child sitemap, at most (50,000; tests make it small). */
  sitemapMaxUrls?: number;
  /** Where the pino log lines go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
}

interface ErrorLike {
  cause?: unknown;
}

/** A hop count trusts that many proxies nearest to the server. */
function trustProxySetting(value: Config['TRUST_PROXY']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export async function buildApp({ config, deps, logStream, sitemapMaxUrls }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      serializers: { err: errorForLog },
      // Log lines are written to stdout asynchronously, in batches: one synchronous write per
      // request cost a fifth of the time of a cached answer. pino flushes them on exit.
      stream: logStream ?? pino.destination({ dest: 1, sync: false }),
    },
    // One log line per request, written by the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    bodyLimit: JSON_BODY_LIMIT,
    return503OnClosing: true,
  });
  // Only JSON bodies are parsed: form posts from other sites answer 415 before any handler.
  app.removeContentTypeParser('text/plain');
  parseJsonWithDepthLimit(app);

  // First: a request answered by an early hook (a kept answer, a redirect) is logged with its path too.
  registerRequestLog(app);
  registerSecurityHeaders(app);
  const web = await loadRenderer();
  // Tests and embedders that set no WORKER_THREADS get one: the path production takes.
  const threads = new WorkerThreads(config.WORKER_THREADS ?? 1, { renders: web !== null });
  app.addHook('onClose', () => threads.close());
  const languages = web?.renderer.INTERFACE_LANGUAGES ?? [DEFAULT_INTERFACE_LANGUAGE];
  // Before the response cache: a reader who chose a language is sent to its pages first.
  registerInterfaceLanguages(app, languages);
  registerResponseCache(app, responseCacheFor(config, deps, threads, languages));
  await shedLoad(app, { maxEventLoopDelayMs: config.SHED_EVENT_LOOP_DELAY_MS });
  // JSON and pages over 1 kB that the response cache did not already encode, in one call each;
  // @fastify/compress is left the streams.
  registerBodyCompression(app, threads);
  await app.register(compress, { threshold: 1024, globalDecompression: false });
  registerErrorHandlers(app);
  await registerRateLimits(app);
  await registerApi(app, deps, config.PUBLIC_URL);
  registerHealth(app, deps);
  registerThemeSwitch(app);
  registerSitemap(app, { deps, publicUrl: config.PUBLIC_URL, maxUrls: sitemapMaxUrls, languages });
  if (web) await registerWeb(app, { deps, publicUrl: config.PUBLIC_URL, threads, web, languages });
  return app;
}

function responseCacheFor(
  config: AppOptions['config'],
  deps: AppDeps,
  threads: WorkerThreads,
  languages: readonly string[],
): ResponseCache {
  return new ResponseCache({
    languages,
    maxBytes: (config.RESPONSE_CACHE_MB ?? 64) * 1024 * 1024,
    readCache: deps.cache,
    popularity: deps.popularity,
    keyByHost: !config.PUBLIC_URL,
    threads,
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The URL as received: the REST adapter rewrites request.url on its way in. */
    receivedUrl: string;
  }
}

function registerRequestLog(app: FastifyInstance): void {
  app.decorateRequest('receivedUrl', '');
  app.addHook('onRequest', (request, _reply, done) => {
    request.receivedUrl = request.url;
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.receivedUrl,
        statusCode: reply.statusCode,
        ip: request.ip,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}

function registerErrorHandlers(app: FastifyInstance): void {
  // Fastify's refusals (413, 415, bad JSON …) and whatever a route of our own throws.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = errorAnswer(error, request.id);
    if (answer.status >= 500) request.log.error({ err: error }, 'unhandled error');
    void reply.status(answer.status).headers(answer.headers).send(answer.body);
  });
  app.setNotFoundHandler((request, reply) => {
    if (isServerPath(request.url) || request.method !== 'GET') {
      const message = `No route for ${request.method} ${request.url.split('?')[0]}`;
      void reply.status(404).send(errorBody(message, request.id));
      return;
    }
    void sendWebShell(reply, 404);
  });
}

/**
 * A REST error body is `{ message, requestId, errors? }` and nothing else: the adapter adds the
 * tRPC code, the procedure path and the validator's raw issues. Errors raised before any
 * procedure ran (an unknown REST path) have no context, so no request id yet: it is filled in.
 */
function restErrorBody(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (reply.statusCode < 400 || typeof payload !== 'string' || !payload.startsWith('{')) return payload;
  const { message, requestId, errors } = JSON.parse(payload) as ErrorBody;
  return JSON.stringify(errorBody(message, requestId ?? request.id, errors));
}

/**
 * The REST adapter's handler calls `reply.send` and then resolves; Fastify, seeing the reply
 * not yet written (an `onSend` hook such as the response cache's may still be compressing),
 * would send it a second time, empty. Each handler waits for its reply to be written instead.
 */
function awaitRepliesOfHandlers(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    const handle = route.handler;
    route.handler = async function (this: FastifyInstance, request, reply) {
      await handle.call(this, request, reply);
      return reply;
    };
  });
}

/**
 * The REST adapter hands the procedure a reply dressed as a Node response, and aborts the call's
 * signal when the response closes before it ended — which, the reply having no `writableEnded`,
 * it took every answer to have done: an abort event and a DOMException per call, ~4 % of the
 * main thread under distinct searches. Read from the response it stands for, only a client
 * that leaves early aborts.
 */
function replyEndsAsItsResponse(scope: FastifyInstance): void {
  scope.decorateReply('writableEnded', {
    getter(this: FastifyReply) {
      return this.raw.writableEnded;
    },
  });
}

async function registerApi(app: FastifyInstance, deps: AppDeps, publicUrl: string | undefined): Promise<void> {
  const contextFor = (req: FastifyRequest): Context => requestContext(deps, req, req.headers.authorization);
  const createContext = ({ req }: { req: FastifyRequest }) => contextFor(req);
  await app.register(async (trpc) => {
    limitBodiesByPath(trpc);
    limitTrpcInputDepth(trpc);
    await trpc.register(fastifyTRPCPlugin, {
      prefix: PATHS.trpc,
      trpcOptions: {
        router: appRouter,
        createContext,
        responseMeta: ({ errors }: { errors: readonly ErrorLike[] }) => ({ headers: retryAfterHeaders(errors) }),
        onError: ({ error, req }: { error: { code: string }; req: FastifyRequest }) => {
          if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error }, 'procedure failed');
        },
      },
    });
  });
  await registerAdminRoutes(app, contextFor);
  registerImages(app, contextFor);
  await app.register(async (api) => {
    limitBodiesByPath(api);
    // A POST with no body at all (logout, restore) is not a non-JSON body: let it through as JSON.
    api.addHook('preHandler', async (request) => {
      if (request.body === undefined && !request.headers['content-type']) {
        request.headers['content-type'] = 'application/json';
      }
    });
    api.addHook('onSend', async (request, reply, payload) => restErrorBody(request, reply, payload));
    awaitRepliesOfHandlers(api);
    replyEndsAsItsResponse(api);
    await api.register(fastifyTRPCOpenApiPlugin, {
      basePath: PATHS.api,
      router: appRouter,
      createContext,
      responseMeta: ({ paths, errors }: { paths?: readonly string[]; errors: readonly ErrorLike[] }) => {
        const headers = retryAfterHeaders(errors);
        const path = paths?.[0];
        return errors.length === 0 && path ? { status: successStatusByProcedure(path), headers } : { headers };
      },
      onError: ({ error, req }: { error: { code: string }; req: { log?: FastifyRequest['log'] } }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') req.log?.error({ err: error }, 'procedure failed');
      },
    } as never);
  });

  const document = openApiDocument(`${publicUrl ?? ''}${PATHS.api}`);
  app.get(`${PATHS.api}/openapi.json`, async () => document);
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: `${PATHS.api}/docs`, uiConfig: { docExpansion: 'list' } });
}

function registerHealth(app: FastifyInstance, deps: AppDeps): void {
  const [liveness, readiness] = PATHS.health;
  app.get(liveness, async () => ({ status: 'ok' }));
  app.get(readiness, async (request, reply) => {
    try {
      await Promise.all([deps.database.ping(), deps.search.ping()]);
      const pressure = pressureOf(app);
      const ready = { database: deps.database.kind, search: deps.search.name, pressure };
      if (!pressure.overloaded) return { status: 'ok', ...ready };
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({ status: 'overloaded', ...ready, ...errorBody('The server is overloaded', request.id) });
    } catch (error) {
      request.log.warn({ err: error }, 'not ready');
      return reply
        .status(503)
        .send({ status: 'unavailable', ...errorBody('Database or search is unreachable', request.id) });
    }
  });
}
