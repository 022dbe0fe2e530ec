import { describe, expect, it } from 'vitest';
import { AdminError } from '../api/admin-error.js';
import { serverFieldErrors } from './field-errors.js';

describe('serverFieldErrors', () => {
  it('keeps the first problem of each field, and shows a list item’s problem at its list’s field', () => {
    const error = new AdminError('Invalid input', 400, [
      { path: 'title', message: 'Title is required' },
      { path: 'alternativeTitles[1]', message: 'Other title must be at most 200 characters' },
      { path: 'alternativeTitles[3]', message: 'Other title must not contain control characters' },
      { path: 'contents[1].content', message: 'Content is required' },
    ]);
    expect(serverFieldErrors(error)).toEqual({
      title: 'Title is required',
      alternativeTitles: 'Other title must be at most 200 characters',
      'contents[1].content': 'Content is required',
    });
  });
});
