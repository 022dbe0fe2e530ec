import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from '@bhakti/api';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

type Outputs = inferRouterOutputs<AppRouter>;
type Inputs = inferRouterInputs<AppRouter>;

export type Category = Outputs['categories']['list'][number];
export type TextListItem = Outputs['texts']['list'][number];
export type FullText = Outputs['texts']['bySlug'];
export type TextContent = FullText['contents'][number];
export type Deity = Outputs['deities']['byIdOrSlug'];
export type SearchResult = Outputs['search']['query'][number];
export type ContactInput = Inputs['contact']['submit'];

/**
 * The procedures the public site calls. On the server it is the tRPC caller of the app
 * router (same procedures, no HTTP); in the browser the tRPC client over /trpc.
 */
export interface PublicApi {
  categories: {
    list(): Promise<Category[]>;
    bySlug(input: Inputs['categories']['bySlug']): Promise<Category>;
  };
  texts: {
    list(): Promise<TextListItem[]>;
    popular(): Promise<TextListItem[]>;
    bySlug(input: Inputs['texts']['bySlug']): Promise<FullText>;
    byCategory(input: Inputs['texts']['byCategory']): Promise<TextListItem[]>;
    byDeity(input: Inputs['texts']['byDeity']): Promise<TextListItem[]>;
  };
  deities: {
    byIdOrSlug(input: Inputs['deities']['byIdOrSlug']): Promise<Deity>;
  };
  stats: {
    languages(): Promise<Outputs['stats']['languages']>;
  };
  search: {
    query(input: Inputs['search']['query']): Promise<SearchResult[]>;
  };
  newsletter: {
    subscribe(input: Inputs['newsletter']['subscribe']): Promise<Outputs['newsletter']['subscribe']>;
  };
  contact: {
    submit(input: ContactInput): Promise<Outputs['contact']['submit']>;
  };
}

/** The browser's side: the tRPC client, batching the calls a page makes together. */
export function createBrowserApi(url = '/trpc'): PublicApi {
  const client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url })] });
  return {
    categories: {
      list: () => client.categories.list.query(),
      bySlug: (input) => client.categories.bySlug.query(input),
    },
    texts: {
      list: () => client.texts.list.query(),
      popular: () => client.texts.popular.query(),
      bySlug: (input) => client.texts.bySlug.query(input),
      byCategory: (input) => client.texts.byCategory.query(input),
      byDeity: (input) => client.texts.byDeity.query(input),
    },
    deities: { byIdOrSlug: (input) => client.deities.byIdOrSlug.query(input) },
    stats: { languages: () => client.stats.languages.query() },
    search: { query: (input) => client.search.query.query(input) },
    newsletter: { subscribe: (input) => client.newsletter.subscribe.mutate(input) },
    contact: { submit: (input) => client.contact.submit.mutate(input) },
  };
}
