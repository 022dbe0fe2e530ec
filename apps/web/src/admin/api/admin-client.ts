import { createTRPCClient, httpLink, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@bhakti/api';
import { toAdminError } from './admin-error.js';

type Outputs = inferRouterOutputs<AppRouter>['admin'];
type Inputs = inferRouterInputs<AppRouter>['admin'];

export type AdminText = Outputs['texts']['byId'];
export type AdminTextListItem = Outputs['texts']['list'][number];
export type TextInput = Inputs['texts']['import'];
export type Revision = Outputs['texts']['revisions'][number];
export type BatchResult = Outputs['texts']['importBatch'];
/** What a batch import does with a text whose slug exists. */
export type BatchExisting = NonNullable<Inputs['texts']['importBatch']['existing']>;
export type Category = Outputs['categories']['list'][number];
export type CategoryInput = Inputs['categories']['create'];
export type Deity = Outputs['deities']['list'][number];
export type ContactSubmission = Outputs['inbox']['contactSubmissions'][number];
export type Subscriber = Outputs['inbox']['newsletterSubscribers'][number];
export type Correction = Outputs['corrections']['list'][number];
export type AiModel = Outputs['ai']['models'][number];
export type GenerateInput = Inputs['ai']['generateContent'];

/** The one call that answers 401 for a wrong password rather than for a lost session. */
const LOGIN_PATH = 'admin.auth.login';

export interface SessionHooks {
  token(): string | null;
  /** The server no longer accepts the token (401): log out locally, with its message. */
  expired(message: string): void;
}

export const bearerHeaders = (token: string | null): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {};

/** Reports a 401 from any admin call but login, then lets the error through unchanged. */
function sessionLink(hooks: SessionHooks): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) =>
        next(op).subscribe({
          next: (value) => observer.next(value),
          complete: () => observer.complete(),
          error: (error) => {
            const failure = toAdminError(error);
            if (failure.unauthorized && op.path !== LOGIN_PATH) hooks.expired(failure.message);
            observer.error(error);
          },
        }),
      );
}

/**
 * The portal's tRPC client. Not batched: each admin write is its own request, so the
 * server can hold each path to its own body limit (batch imports may be 5 MB).
 */
export function createAdminClient(hooks: SessionHooks, url = '/trpc') {
  const client = createTRPCClient<AppRouter>({
    links: [sessionLink(hooks), httpLink({ url, headers: () => bearerHeaders(hooks.token()) })],
  });
  return client.admin;
}

export type AdminClient = ReturnType<typeof createAdminClient>;
