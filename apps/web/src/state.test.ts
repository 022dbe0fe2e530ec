import { describe, expect, it } from 'vitest';
import { ApiError } from './ui/api-error.js';
import { parseState, serializeState } from './state.js';

describe('page state', () => {
  it('escapes what could end the script element or start markup', () => {
    const json = serializeState({
      site: { origin: 'o', renderedAt: 'r', language: 'en' },
      reads: [{ key: ['x'], status: 'success', data: { title: '</script><script>alert(1)</script> & \u2028' } }],
    });
    expect(json).not.toMatch(/[<>&\u2028]/);
    const back = parseState(json);
    const read = back.reads[0];
    expect(read?.status === 'success' && read.data).toEqual({ title: '</script><script>alert(1)</script> & \u2028' });
  });

  it('brings errors back as ApiError', () => {
    const json = JSON.stringify({
      site: { origin: 'o', renderedAt: 'r', language: 'en' },
      reads: [{ key: ['t'], status: 'error', error: new ApiError('gone', 'NOT_FOUND') }],
    });
    const read = parseState(json).reads[0];
    const error = read?.status === 'error' ? read.error : null;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).notFound).toBe(true);
  });

  it('reads both the server caller and the browser client errors', () => {
    expect(ApiError.from({ code: 'NOT_FOUND', message: 'Text not found' }).notFound).toBe(true);
    expect(ApiError.from({ message: 'x', data: { code: 'TOO_MANY_REQUESTS' } }).code).toBe('TOO_MANY_REQUESTS');
    expect(ApiError.from(new TypeError('Failed to fetch')).code).toBe('NETWORK');
  });
});
