import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from '@bhakti/api';

/** docs/api.md: its table of paths is made from the OpenAPI document, between these markers. */
export const API_DOC = fileURLToPath(new URL('../../../docs/api.md', import.meta.url));
const START = '<!-- paths:start (made by `pnpm docs:api` from /api/openapi.json; do not edit by hand) -->';
const END = '<!-- paths:end -->';

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

interface Operation {
  summary?: string;
  security?: unknown[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, unknown>;
}

function bodyKinds(operation: Operation): string {
  const types = Object.keys(operation.requestBody?.content ?? {});
  return types.length === 0 ? '—' : types.map((type) => type.replace(/^(application|multipart)\//, '')).join(', ');
}

function row(method: string, path: string, operation: Operation): string {
  const auth = (operation.security?.length ?? 0) > 0 ? 'bearer' : '—';
  const statuses = Object.keys(operation.responses ?? {}).join(', ');
  const cells = [
    method.toUpperCase(),
    `\`/api${path}\``,
    operation.summary ?? '',
    auth,
    bodyKinds(operation),
    statuses,
  ];
  return `| ${cells.join(' | ')} |`;
}

/** The Markdown table of every documented operation, in the document's order. */
export function pathsTable(): string {
  const document = openApiDocument('/api');
  const rows: string[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Record<string, Operation | undefined>)[method];
      if (operation) rows.push(row(method, path, operation));
    }
  }
  return [
    '| Method | Path | What it does | Auth | Body | Answers |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** A Markdown table's cells without the padding prettier adds, so the check ignores alignment. */
export function tableCells(markdown: string): string[][] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/^-+$/, '---')),
    );
}

/** The table now in docs/api.md. */
export function documentedTable(markdown: string): string {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  return start < 0 || end < start ? '' : markdown.slice(start + START.length, end);
}

/** docs/api.md with its table made anew from the document. */
export function apiDocWithTable(markdown: string): string {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/api.md must hold the markers ${START} … ${END}`);
  return `${markdown.slice(0, start + START.length)}\n\n${pathsTable()}\n\n${markdown.slice(end)}`;
}

export function currentApiDoc(): string {
  return readFileSync(API_DOC, 'utf8');
}

/** `pnpm docs:api`: rewrites the table in docs/api.md. */
export function writeApiDoc(): void {
  writeFileSync(API_DOC, apiDocWithTable(currentApiDoc()));
}
