import { ensureFirstAdmin } from '@bhakti/auth';
import type { TestServer } from './test-server.js';

export const ADMIN = { username: 'admin', password: 'lotus feet of the lord' };

export interface JsonAnswer {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are checked field by field
}

/** Small HTTP helpers for the admin API of a test server. */
export function adminClient(server: TestServer) {
  const call = async (
    method: string,
    path: string,
    options: { token?: string | null; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<JsonAnswer> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: FormData | string | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const response = await fetch(`${server.url}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON (CSV, HTML): keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed };
  };
  const login = async (password = ADMIN.password, username = ADMIN.username) => {
    const answer = await call('POST', '/api/admin/auth/login', { body: { username, password } });
    if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.token as string;
  };
  const createAdmin = () => ensureFirstAdmin(server.database.db, ADMIN);
  return { call, login, createAdmin };
}
