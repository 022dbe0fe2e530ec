import type { FastifyRequest } from 'fastify';

/** The JSON error every answer uses: a message a person can read and the request's id. */
export function errorBody(request: FastifyRequest, message: string) {
  return { message, requestId: request.id };
}
