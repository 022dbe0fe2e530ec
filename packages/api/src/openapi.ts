import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { appRouter, procedureMetas } from './router.js';
import type { Schema } from './routers/meta.js';

/** REST status of each procedure's success, by `METHOD /path` (default 200). */
export function successStatusByRoute(): Map<string, number> {
  const statuses = new Map<string, number>();
  for (const { meta } of procedureMetas()) {
    if (meta.openapi) statuses.set(`${meta.openapi.method} ${meta.openapi.path}`, meta.successStatus ?? 200);
  }
  return statuses;
}

const successStatuses = new Map(procedureMetas().map(({ path, meta }) => [path, meta.successStatus ?? 200]));

/** Success status of a procedure by its tRPC path (`contact.submit`). */
export function successStatusByProcedure(path: string): number {
  return successStatuses.get(path) ?? 200;
}

export function openApiDocument(baseUrl: string): OpenAPIObject {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Bhakti Sangrah API',
    version: '1.0.0',
    description: 'The public and admin HTTP API of Bhakti Sangrah, a free library of Hindu devotional texts.',
    baseUrl,
  });
  const statuses = successStatusByRoute();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'delete', 'patch'] as const) {
      const operation = item[method];
      const status = statuses.get(`${method.toUpperCase()} ${path}`);
      if (operation?.responses && status && status !== 200 && operation.responses['200']) {
        operation.responses[String(status)] = operation.responses['200'];
        delete operation.responses['200'];
      }
    }
  }
  addServerRoutes(document);
  describeErrorBodies(document);
  return document;
}

/** Every error answer has one body, `{ message, requestId, errors? }`, whatever its status. */
const ERROR_BODY: Schema = {
  type: 'object',
  required: ['message', 'requestId'],
  properties: {
    message: { type: 'string', description: 'What went wrong, in words for people' },
    requestId: { type: 'string', description: 'The id of this request in the server log' },
    errors: {
      type: 'array',
      description: 'Field by field, for invalid input',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: {
          index: { type: 'integer', description: 'The item of a batch (0-based)' },
          path: { type: 'string', example: 'contents[1].languageCode' },
          message: { type: 'string' },
        },
      },
    },
  },
};

/** The adapter describes its own error shape (code, issues); ours is ERROR_BODY. */
function describeErrorBodies(document: OpenAPIObject): void {
  const schemas = document.components?.schemas ?? {};
  for (const name of Object.keys(schemas)) {
    if (name.startsWith('error.')) schemas[name] = { ...ERROR_BODY, title: name.slice('error.'.length) };
  }
}

/** The admin rows the server serves itself (multipart, a bare-list body, CSV), as their procedures document them. */
function addServerRoutes(document: OpenAPIObject): void {
  const paths = (document.paths ??= {});
  for (const { meta } of procedureMetas()) {
    if (!meta.serverRoute) continue;
    const { method, path, operation } = meta.serverRoute;
    paths[path] = { ...paths[path], [method.toLowerCase()]: operation };
  }
}
