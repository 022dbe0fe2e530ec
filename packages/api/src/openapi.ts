import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { appRouter } from './router.js';
import { EXISTING_TEXT_CHOICES } from './services/text-import.js';
import { describeErrors, type ErrorStatus } from './routers/meta.js';
import type { Meta } from './trpc.js';

type Operation = NonNullable<NonNullable<NonNullable<OpenAPIObject['paths']>[string]>['post']>;
type RequestBody = Exclude<NonNullable<Operation['requestBody']>, { $ref: string }>;
type Schema = NonNullable<NonNullable<RequestBody['content'][string]>['schema']>;

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

const errorResponses = (...statuses: ErrorStatus[]) =>
  Object.fromEntries(
    Object.entries(describeErrors(statuses)).map(([status, description]) => [status, { description }]),
  );

const TEXT_INPUT: Schema = {
  type: 'object',
  description: 'A text, exactly as the body of POST /admin/texts/import',
};

const count = (description: string): Schema => ({ type: 'integer', minimum: 0, description });

const IMPORT_SUMMARY: Schema = {
  type: 'object',
  required: ['imported', 'texts', 'created', 'updated', 'skipped', 'unchanged', 'warnings'],
  properties: {
    imported: count('Texts written: created + updated'),
    texts: {
      type: 'array',
      description: 'The texts written, in item order',
      items: {
        type: 'object',
        required: ['id', 'slug', 'title'],
        properties: { id: { type: 'integer' }, slug: { type: 'string' }, title: { type: 'string' } },
      },
    },
    created: count('New texts'),
    updated: count('Existing texts replaced (existing=update), each old version kept as a revision'),
    skipped: count('Existing texts left as they are (existing=skip)'),
    unchanged: count('Existing texts identical to the imported ones (existing=update): nothing written'),
    warnings: {
      type: 'array',
      description: 'Written texts whose title or first line is that of a text under another slug',
      items: {
        type: 'object',
        required: ['index', 'slug', 'message'],
        properties: { index: { type: 'integer' }, slug: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

const deityForm: RequestBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['name', 'slug'],
        properties: {
          name: { type: 'string' },
          slug: { type: 'string' },
          description: { type: 'string' },
          imageUrl: { type: 'string', description: 'Only when no image file is sent; empty clears the image' },
          image: { type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 5 MB and 6000 × 6000' },
        },
      },
    },
    'application/json': { schema: { $ref: '#/components/schemas/Deity' } },
  },
};

const deityAnswer = (status: string) => ({
  [status]: {
    description: 'The deity',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Deity' } } },
  },
});

/** The admin rows the server serves itself (multipart, a bare-list body, CSV), documented alongside. */
function addServerRoutes(document: OpenAPIObject): void {
  const security = [{ Authorization: [] }];
  document.paths = {
    ...document.paths,
    '/admin/deities': {
      ...document.paths?.['/admin/deities'],
      post: {
        operationId: 'admin-deities-create',
        summary: 'Create a deity (multipart with an optional image, or JSON)',
        tags: ['admin-deities'],
        security,
        requestBody: deityForm,
        responses: { ...deityAnswer('201'), ...errorResponses(400, 401, 409, 413, 415) },
      },
    },
    '/admin/deities/{id}': {
      ...document.paths?.['/admin/deities/{id}'],
      put: {
        operationId: 'admin-deities-update',
        summary: 'Change a deity; leaving out both imageUrl and image keeps the image',
        tags: ['admin-deities'],
        security,
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
        requestBody: deityForm,
        responses: { ...deityAnswer('200'), ...errorResponses(400, 401, 404, 409, 413, 415) },
      },
    },
    '/admin/texts/import-batch': {
      post: {
        operationId: 'admin-texts-import-batch',
        summary: 'Import up to 500 texts, all or nothing (a list, or one text)',
        tags: ['admin-texts'],
        security,
        parameters: [
          {
            name: 'existing',
            in: 'query',
            required: false,
            description:
              'A text whose slug exists: stop (refuse the whole batch, 409), update (replace it, keeping ' +
              'the old version as a revision; an identical text is left unchanged) or skip (leave it as it is)',
            schema: { type: 'string', enum: [...EXISTING_TEXT_CHOICES], default: 'stop' },
          },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                oneOf: [{ type: 'array', items: TEXT_INPUT, maxItems: 500 }, TEXT_INPUT],
              },
            },
          },
        },
        responses: {
          '201': {
            description:
              'What was written: the texts created or updated, and likely duplicates (imported all the same)',
            content: { 'application/json': { schema: IMPORT_SUMMARY } },
          },
          ...errorResponses(400, 401, 409, 413, 415),
        },
      },
    },
    '/admin/newsletter-subscribers.csv': {
      get: {
        operationId: 'admin-newsletter-subscribers-csv',
        summary: 'Newsletter subscribers as CSV',
        tags: ['admin-inbox'],
        security,
        responses: {
          '200': { description: 'id,email,createdAt', content: { 'text/csv': {} } },
          ...errorResponses(401),
        },
      },
    },
  };
}
