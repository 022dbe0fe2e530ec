import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { appRouter } from './router.js';
import type { Meta } from './trpc.js';

type ProcedureDefs = Record<string, { _def: { meta?: Meta } }>;

/** REST status of each procedure's success, by `METHOD /path` (default 200). */
export function successStatusByRoute(): Map<string, number> {
  const statuses = new Map<string, number>();
  for (const procedure of Object.values(appRouter._def.procedures as unknown as ProcedureDefs)) {
    const meta = procedure._def.meta;
    if (meta?.openapi) statuses.set(`${meta.openapi.method} ${meta.openapi.path}`, meta.successStatus ?? 200);
  }
  return statuses;
}

/** Success status of a procedure by its tRPC path (`contact.submit`). */
export function successStatusByProcedure(path: string): number {
  const procedure = (appRouter._def.procedures as unknown as ProcedureDefs)[path];
  return procedure?._def.meta?.successStatus ?? 200;
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
  return document;
}
