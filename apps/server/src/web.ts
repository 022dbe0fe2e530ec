import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { errorBody } from './error-body.js';
import { isPublicRoute } from './routes.js';

const WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/** Serves the web app for every path that is not the API. */
export async function registerWeb(app: FastifyInstance): Promise<void> {
  if (!existsSync(WEB_DIST)) return;
  await app.register(fastifyStatic, { root: WEB_DIST, wildcard: false, index: false });
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    return sendWebShell(reply, isPublicRoute(path) ? 200 : 404);
  });
}

export function sendWebShell(reply: FastifyReply, status: number) {
  if (!existsSync(WEB_DIST)) return reply.status(status).send(errorBody(reply.request, 'Not found'));
  return reply.status(status).type('text/html; charset=utf-8').sendFile('index.html', WEB_DIST);
}
