import type { OpenApiMethod } from 'trpc-to-openapi';
import type { Meta } from '../trpc.js';

/** REST meta for an admin procedure: documented as needing the bearer token. */
export function adminRoute(
  method: OpenApiMethod,
  path: `/${string}`,
  summary: string,
  tag: string,
  successStatus: 200 | 201 = 200,
): Meta {
  return { openapi: { method, path, summary, tags: [tag], protect: true }, successStatus };
}

/** REST meta for a procedure anyone may call (the adapter's default would document a token). */
export function publicRoute(
  method: OpenApiMethod,
  path: `/${string}`,
  summary: string,
  tag: string,
  successStatus: 200 | 201 = 200,
): Meta {
  return { openapi: { method, path, summary, tags: [tag], protect: false }, successStatus };
}
