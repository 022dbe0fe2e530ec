import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import formBody from '@fastify/formbody';
import { colorThemeFromCookies } from '@bhakti/core';
import { appRouter, createCallerFactory, errorAnswer, errorBody, type Context, type AppDeps } from '@bhakti/api';
import { requestContext } from './request-context.js';
import { offeredLanguage } from './interface-language.js';
import { isAdminPage, isImmutableAsset, isOfflineAppFile, isServerPath, isSocialCard } from './paths.js';
import { bufferOf, type WorkerThreads } from './worker-threads.js';
import { preferredEncoding, varyWithEncoding } from './compression.js';
import {
  WEB_DIST,
  pageDocument,
  type FormPostResult,
  type PageAnswer,
  type PageCompression,
  type WebRenderer,
} from './web-renderer.js';

const CLIENT_DIR = `${WEB_DIST}client/`;

export interface WebOptions {
  deps: AppDeps;
  /** The web app's server build and page shell (loadRenderer). */
  web: { renderer: WebRenderer; template: string };
  /** The interface languages (the renderer's), for the offer made from Accept-Language. */
  languages: readonly string[];
  /** PUBLIC_URL: the origin of canonical and share links (else the request's own). */
  publicUrl?: string;
  /** Where pages are rendered (worker-threads.ts). */
  threads: WorkerThreads;
}

interface Web {
  /** The server build, on this thread: form posts run their procedure here. */
  renderer: WebRenderer;
  template: string;
  options: WebOptions;
  createCaller: (context: Context) => unknown;
}

const webs = new WeakMap<FastifyInstance, Web>();

/**
 * Serves the site: the built assets, and every other GET as a page rendered on the server
 * from the same procedures as /trpc (called in-process), with the query cache in the page so
 * the browser hydrates without fetching again.
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<void> {
  const { renderer, template } = options.web;
  const web: Web = {
    renderer,
    template,
    options,
    createCaller: createCallerFactory(appRouter),
  };
  webs.set(app, web);
  options.threads.useRenderer(renderer, web.template);

  await app.register(fastifyStatic, {
    root: CLIENT_DIR,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (path) => path !== '/index.html',
    setHeaders: (response, path) => {
      const url = path.slice(CLIENT_DIR.length - 1);
      response.raw.setHeader('cache-control', staticCacheControl(url));
    },
  });
  app.get('/*', async (request, reply) => {
    if (isServerPath(request.url)) return reply.callNotFound();
    return sendPage(web, request, reply);
  });
  await registerFormPosts(app, web);
}

/**
 * Built assets are kept a year (their names change with their content); the social cards a
 * week (ADR 031: shared links are fetched again and again, and the cards change only with the
 * design; their ETag answers a check after that); the service worker and the web app manifest
 * are asked again each time, so that a new version is found on the next visit (ADR 025); other
 * files an hour.
 */
export function staticCacheControl(url: string): string {
  if (isImmutableAsset(url)) return 'public, max-age=31536000, immutable';
  if (isSocialCard(url)) return 'public, max-age=604800';
  if (isOfflineAppFile(url)) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * The public forms posted the ordinary way, without JavaScript (ADR 022): urlencoded bodies
 * are read only here (the API still refuses them with 415), only from this site's own pages,
 * and answered with the page showing what came of the send; never kept by the response cache.
 */
async function registerFormPosts(app: FastifyInstance, web: Web): Promise<void> {
  await app.register(async (forms) => {
    await forms.register(formBody);
    forms.post('/*', async (request, reply) => {
      if (isServerPath(request.url)) return reply.callNotFound();
      if (!isSameOriginPost(request, web.options.publicUrl)) {
        return reply.status(403).send(errorBody('Forms may be sent only from this site', request.id));
      }
      const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
      const formPost = await web.renderer.postForm({
        url: request.url,
        body: body as Record<string, unknown>,
        api: pageApi(web, request),
        describeError: (error) => describeRefusal(request, error),
      });
      if (!formPost) return reply.callNotFound();
      return sendPage(web, request, reply, undefined, formPost);
    });
  });
}

/** A refusal of a form's procedure as the API would answer it: status, message, per-field errors. */
function describeRefusal(request: FastifyRequest, error: unknown) {
  const answer = errorAnswer(error, request.id);
  if (answer.status >= 500) request.log.error({ err: error }, 'form post failed');
  return { status: answer.status, message: answer.body.message, errors: answer.body.errors ?? [] };
}

/**
 * A form post from one of our own pages: its Origin is this site's (browsers send it with
 * every POST). Without an Origin, a browser's Sec-Fetch-Site must say the same; a client that
 * sends neither is no browser, which a cross-site forgery needs.
 */
export function isSameOriginPost(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === originOf(request, publicUrl) || origin === originOf(request, undefined);
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

/** Pages are public: they call only public procedures and never carry credentials. */
function pageApi(web: Web, request: FastifyRequest) {
  return web.createCaller(requestContext(web.options.deps, request, undefined));
}

/** The page for a path no route took (the 404 page), or a JSON 404 when the site is not built. */
export function sendWebShell(reply: FastifyReply, status: number) {
  const web = webs.get(reply.server);
  if (!web) return reply.status(status).send(errorBody('Not found', reply.request.id));
  return sendPage(web, reply.request, reply, status);
}

/** The site's origin: PUBLIC_URL, else the request's own (the response cache then keys answers by Host). */
export function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

async function sendPage(
  web: Web,
  request: FastifyRequest,
  reply: FastifyReply,
  forceStatus?: number,
  formPost?: FormPostResult,
) {
  const path = request.url.split('?')[0] ?? '/';
  let page: PageAnswer;
  try {
    const pageRequest = {
      url: request.url,
      origin: originOf(request, web.options.publicUrl),
      theme: colorThemeFromCookies(request.headers.cookie),
      formPost,
      offer: offeredLanguage(request, web.options.languages),
    };
    page = await web.options.threads.render(pageRequest, pageApi(web, request), pageCompression(request, formPost));
  } catch (error) {
    request.log.error({ err: error }, 'page rendering failed');
    // The browser can still render the page itself from the API.
    const shell = pageDocument(web.template, {
      status: 500,
      head: '<title>Bhakti Sangrah</title>',
      html: '',
      state: '',
    });
    page = { status: 500, plain: shell.body, compressed: null };
  }
  reply.status(forceStatus ?? page.status).type('text/html; charset=utf-8');
  // The answer to a form post is that reader's alone: never kept, by us or anyone between.
  reply.header('cache-control', isAdminPage(path) || formPost ? 'no-store' : 'no-cache');
  if (page.plain === null) {
    // Not to be kept: sent as it was compressed, the hooks have nothing left to do.
    reply.header('vary', varyWithEncoding(PAGE_VARY)).header('content-encoding', page.compressed.encoding);
    return reply.send(bufferOf(page.compressed.body));
  }
  reply.header('vary', PAGE_VARY);
  const plain = bufferOf(page.plain);
  if (page.compressed) request.compressedPage = { ...page.compressed, body: bufferOf(page.compressed.body), of: plain };
  return reply.send(plain);
}

/**
 * A page is drawn in the theme of the reader's cookie, and may offer the language their
 * browser prefers (the response cache keys both too).
 */
const PAGE_VARY = 'cookie, accept-language';

/**
 * How the page is compressed as it is rendered: for this client's best encoding; as hard as a
 * kept answer when the response cache may keep it, which also keeps the plain page.
 */
function pageCompression(request: FastifyRequest, formPost: FormPostResult | undefined): PageCompression | null {
  const encoding = preferredEncoding(request.headers['accept-encoding'] ?? '');
  if (!encoding) return null;
  const mayBeKept = Boolean(request.answerTrace) && !formPost;
  return { encoding, effort: mayBeKept ? 'kept' : 'once', plainToo: mayBeKept };
}
