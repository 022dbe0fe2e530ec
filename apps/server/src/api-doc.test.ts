import { describe, expect, it } from 'vitest';
import { currentApiDoc, documentedTable, pathsTable, tableCells } from './api-doc.js';

describe('docs/api.md', () => {
  it('lists every operation of the OpenAPI document as the document describes it (pnpm docs:api remakes it)', () => {
    expect(tableCells(documentedTable(currentApiDoc()))).toEqual(tableCells(pathsTable()));
  });
});
