import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { colorThemeFromCookies, type ColorTheme } from '@bhakti/core';
import { appRouter, createCallerFactory, errorBody, type Context, type AppDeps } from '@bhakti/api';
import { requestContext } from './request-context.js';
import { isAdminPage, isImmutableAsset, isServerPath } from './paths.js';

/** The web app's two builds, found at run time (apps never import apps). */
const WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));
const CLIENT_DIR = `${WEB_DIST}client/`;
const TEMPLATE = `${CLIENT_DIR}index.html`;
const SSR_ENTRY = `${WEB_DIST}server/entry-server.js`;

/** apps/web/src/entry-server.tsx, as the server uses it. */
interface RenderedPage {
  status: number;
  htmlAttributes?: string;
  head: string;
  html: string;
  state: string;
}
interface WebRenderer {
  render(request: { url: string; api: unknown; origin: string; theme: ColorTheme | null }): Promise<RenderedPage>;
}

export interface WebOptions {
  deps: AppDeps;
  /** PUBLIC_URL: the origin of canonical and share links (else the request's own). */
  publicUrl?: string;
}

interface Web {
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
  if (!existsSync(TEMPLATE) || !existsSync(SSR_ENTRY)) return;
  const renderer = (await import(pathToFileURL(SSR_ENTRY).href)) as WebRenderer;
  const web: Web = {
    renderer,
    template: readFileSync(TEMPLATE, 'utf8'),
    options,
    createCaller: createCallerFactory(appRouter),
  };
  webs.set(app, web);

  await app.register(fastifyStatic, {
    root: CLIENT_DIR,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (path) => path !== '/index.html',
    setHeaders: (response, path) => {
      const url = path.slice(CLIENT_DIR.length - 1);
      response.raw.setHeader(
        'cache-control',
        isImmutableAsset(url) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  app.get('/*', async (request, reply) => {
    if (isServerPath(request.url)) return reply.callNotFound();
    return sendPage(web, request, reply);
  });
}

/** The page for a path no route took (the 404 page), or a JSON 404 when the site is not built. */
export function sendWebShell(reply: FastifyReply, status: number) {
  const web = webs.get(reply.server);
  if (!web) return reply.status(status).send(errorBody('Not found', reply.request.id));
  return sendPage(web, reply.request, reply, status);
}

function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

async function sendPage(web: Web, request: FastifyRequest, reply: FastifyReply, forceStatus?: number) {
  const path = request.url.split('?')[0] ?? '/';
  let page: RenderedPage;
  try {
    page = await web.renderer.render({
      url: request.url,
      // Pages are public: they call only public procedures and never carry credentials.
      api: web.createCaller(requestContext(web.options.deps, request, undefined)),
      origin: originOf(request, web.options.publicUrl),
      theme: colorThemeFromCookies(request.headers.cookie),
    });
  } catch (error) {
    request.log.error({ err: error }, 'page rendering failed');
    // The browser can still render the page itself from the API.
    page = { status: 500, head: '<title>Bhakti Sangrah</title>', html: '', state: '' };
  }
  // Replacement functions: a string replacement would expand `$&`, `$'` … written in the content.
  const html = web.template
    .replace(/<html[^>]*>/, (tag) => (page.htmlAttributes ? `<html ${page.htmlAttributes}>` : tag))
    .replace('<!--app-head-->', () => page.head)
    .replace('<!--app-html-->', () => page.html)
    .replace('<!--app-state-->', () => page.state);
  reply.status(forceStatus ?? page.status).type('text/html; charset=utf-8');
  reply.header('cache-control', isAdminPage(path) ? 'no-store' : 'no-cache');
  // The page is drawn in the theme of the reader's cookie (the response cache keys it too).
  reply.header('vary', 'cookie');
  return reply.send(html);
}
