import { AdminError, errorFromResponse, NO_ANSWER, type ErrorBody } from './admin-error.js';
import { bearerHeaders, type Deity, type SessionHooks } from './admin-client.js';

/**
 * The admin calls that are not plain JSON procedures (docs/api.md): multipart deity writes
 * that may carry an image, and the subscriber CSV. Same bearer header, same 401 rule.
 */
export function createAdminRest(hooks: SessionHooks, fetcher: typeof fetch = (...args) => fetch(...args)) {
  async function send(path: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetcher(path, { ...init, headers: { ...bearerHeaders(hooks.token()), ...init.headers } });
    } catch {
      throw new AdminError('The server could not be reached. Check your connection.', NO_ANSWER);
    }
    if (response.ok) return response;
    const body = (await response.json().catch(() => null)) as ErrorBody | null;
    const error = errorFromResponse(response.status, body, response.headers.get('retry-after'));
    if (error.unauthorized) hooks.expired(error.message);
    throw error;
  }

  return {
    /** Creates a deity (id null) or updates one, from the deity form's fields and an optional image file. */
    async saveDeity(id: number | null, form: FormData): Promise<Deity> {
      const response = await send(id === null ? '/api/admin/deities' : `/api/admin/deities/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body: form,
      });
      return (await response.json()) as Deity;
    },
    async subscribersCsv(): Promise<Blob> {
      const response = await send('/api/admin/newsletter-subscribers.csv', { method: 'GET' });
      return response.blob();
    },
  };
}

export type AdminRest = ReturnType<typeof createAdminRest>;
