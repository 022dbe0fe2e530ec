import { describe, expect, it } from 'vitest';
import { loginFailureMessage } from '../session/login-card.js';
import { AdminError, errorFromResponse, messageOf, toAdminError } from './admin-error.js';

describe('toAdminError', () => {
  it('reads a tRPC client error: status, message, field problems and Retry-After', () => {
    const error = toAdminError({
      message: 'Too many failed logins. Please try again later.',
      data: { httpStatus: 429 },
      shape: { message: 'Too many failed logins. Please try again later.', errors: [{ path: 'x', message: 'y' }] },
      meta: { response: { status: 429, headers: new Headers({ 'retry-after': '899.2' }) } },
    });
    expect(error).toBeInstanceOf(AdminError);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 900, fieldErrors: [{ path: 'x', message: 'y' }] });
  });

  it('turns a network failure into a sentence, and keeps an AdminError as it is', () => {
    expect(toAdminError(new TypeError('Failed to fetch'))).toMatchObject({
      status: 0,
      message: 'The server could not be reached. Check your connection.',
    });
    const same = new AdminError('x', 400);
    expect(toAdminError(same)).toBe(same);
  });

  it('reads a REST error body, with batch items by index', () => {
    const error = errorFromResponse(
      409,
      { message: 'Nothing was imported', errors: [{ index: 2, path: 'slug', message: 'taken' }, { nonsense: 1 }] },
      null,
    );
    expect(error.fieldErrors).toEqual([{ index: 2, path: 'slug', message: 'taken' }]);
    expect(error.fieldError('slug', 2)).toBe('taken');
    expect(errorFromResponse(500, null, null).message).toBe('500: Request failed');
  });

  it('shows field problems behind a generic validation message', () => {
    const error = new AdminError('Input validation failed', 400, [
      { path: 'title', message: 'Title is required' },
      { path: 'title', message: 'Title is required' },
    ]);
    expect(error.detail).toBe('Title is required');
    expect(messageOf(new Error(''), 'Login failed')).toBe('Login failed');
  });
});

describe('loginFailureMessage', () => {
  it("gives the server's message, the fallback, and for a lockout how long to wait", () => {
    expect(loginFailureMessage(new AdminError('Invalid username or password', 401))).toBe(
      'Invalid username or password',
    );
    expect(loginFailureMessage(new AdminError('', 401))).toBe('Login failed. Please check your credentials.');
    expect(loginFailureMessage(new AdminError('Too many failed logins.', 429, [], 600))).toBe(
      'Too many failed logins. You can try again in 10 minutes.',
    );
  });
});
