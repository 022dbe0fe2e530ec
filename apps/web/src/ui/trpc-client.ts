import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from '@bhakti/api';

/** The tRPC client over /trpc, batching the calls a page makes together (its own chunk: see api.ts). */
export function createPublicClient(url: string) {
  return createTRPCClient<AppRouter>({ links: [httpBatchLink({ url })] });
}

export type PublicClient = ReturnType<typeof createPublicClient>;
