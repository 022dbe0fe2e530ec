import { describe, expect, it } from 'vitest';
import { viewNote } from './search-result-card.js';

describe('viewNote', () => {
  it('says where a result opens when the query asked for a view', () => {
    expect(viewNote({ language: 'te', script: null, beside: null })).toBe('Opens in Telugu.');
    expect(viewNote({ language: 'hi', script: 'telugu', beside: null })).toBe('Opens in Telugu script.');
    expect(viewNote({ language: 'sa', script: 'roman', beside: null })).toBe('Opens in Simple Roman.');
    expect(viewNote({ language: 'sa', script: 'iast', beside: null })).toBe('Opens in IAST script.');
    expect(viewNote({ language: 'sa', script: null, beside: 'en' })).toBe('Opens in Sanskrit, with English beside it.');
  });
});
