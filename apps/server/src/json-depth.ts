import type { FastifyInstance } from 'fastify';

/** The deepest nesting of arrays and objects a JSON body may have. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text nests arrays and objects deeper than `max` (brackets inside strings are
 * text). One pass over the characters, no recursion: a body nested thousands deep is refused
 * before anything that recurses (parsing, validation, re-serialising) touches it.
 */
export function nestsDeeperThan(json: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const char = json[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      if (++depth > max) return true;
    } else if (char === ']' || char === '}') depth--;
  }
  return false;
}

function tooDeep(): Error {
  return Object.assign(new Error(`JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`), {
    statusCode: 400,
  });
}

/** The app's JSON parser (Fastify's own, prototype-poisoning checks included), after the depth check. */
export function parseJsonWithDepthLimit(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text)) done(tooDeep(), undefined);
    else parse(request, text, done);
  });
}

/** tRPC parses its bodies and its `?input=` itself (from the raw text): the same check, before it does. */
export function limitTrpcInputDepth(scope: FastifyInstance): void {
  scope.addHook('preHandler', async (request) => {
    const { input } = request.query as { input?: unknown };
    for (const text of [request.body, input]) {
      if (typeof text === 'string' && nestsDeeperThan(text)) throw tooDeep();
    }
  });
}
