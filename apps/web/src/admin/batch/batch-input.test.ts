import { describe, expect, it } from 'vitest';
import { EMPTY_BATCH, INVALID_JSON, batchProblems, describeProblem, parseBatch } from './batch-input.js';

describe('parseBatch', () => {
  it('takes a list as it is and wraps one object into a list', () => {
    expect(parseBatch('[{"title":"A"},{"title":"B"}]')).toEqual({ items: [{ title: 'A' }, { title: 'B' }] });
    expect(parseBatch(' {"title":"A"} ')).toEqual({ items: [{ title: 'A' }] });
  });

  it('refuses what is not JSON, or JSON that is neither an object nor a list', () => {
    for (const input of ['', '{title: "A"}', '[{"title":"A"},]', '"a text"', '42', 'null']) {
      expect(parseBatch(input)).toEqual({ problem: INVALID_JSON });
    }
    expect(parseBatch('[]')).toEqual({ problem: EMPTY_BATCH });
  });
});

describe('batchProblems', () => {
  const items = [{ title: 'Shiv Chalisa' }, { title: '  ' }, { slug: 'x' }];

  it('numbers items from 1, names them by title, and sorts by item', () => {
    const problems = batchProblems(items, [
      { index: 2, path: 'title', message: 'Title is required' },
      { index: 0, path: 'slug', message: 'The slug "shiv-chalisa" is already taken' },
      { path: '', message: 'At most 500 texts' },
    ]);
    expect(problems).toEqual([
      { item: null, title: null, field: '', message: 'At most 500 texts' },
      { item: 1, title: 'Shiv Chalisa', field: 'slug', message: 'The slug "shiv-chalisa" is already taken' },
      { item: 3, title: null, field: 'title', message: 'Title is required' },
    ]);
    expect(problems.map(describeProblem)).toEqual([
      'Batch: At most 500 texts',
      'Item 1 ("Shiv Chalisa"), slug: The slug "shiv-chalisa" is already taken',
      'Item 3, title: Title is required',
    ]);
  });
});
