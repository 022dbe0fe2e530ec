import type { AppRouter } from '@bhakti/api';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { PublicClient } from './trpc-client.js';

type Outputs = inferRouterOutputs<AppRouter>;
type Inputs = inferRouterInputs<AppRouter>;

export type Category = Outputs['categories']['list'][number];
export type TextListItem = Outputs['texts']['list'][number];
export type FullText = Outputs['texts']['bySlug'];
export type TextContent = FullText['contents'][number];
export type Deity = Outputs['deities']['byIdOrSlug'];
export type LibraryCounts = Outputs['stats']['texts'];
export type SearchResult = Outputs['search']['query'][number];
export type ContactInput = Inputs['contact']['submit'];
export type CorrectionInput = Inputs['corrections']['report'];

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
    list(input?: Inputs['texts']['list']): Promise<TextListItem[]>;
    popular(): Promise<TextListItem[]>;
    bySlug(input: Inputs['texts']['bySlug']): Promise<FullText>;
    byCategory(input: Inputs['texts']['byCategory']): Promise<TextListItem[]>;
    byDeity(input: Inputs['texts']['byDeity']): Promise<TextListItem[]>;
  };
  deities: {
    list(): Promise<Deity[]>;
    byIdOrSlug(input: Inputs['deities']['byIdOrSlug']): Promise<Deity>;
  };
  stats: {
    languages(): Promise<Outputs['stats']['languages']>;
    texts(): Promise<LibraryCounts>;
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
  corrections: {
    report(input: CorrectionInput): Promise<Outputs['corrections']['report']>;
  };
}

/**
 * The browser's side: the tRPC client, loaded with the first call. A server-rendered page
 * arrives with its data, so its first load carries no client (~8 KB gzipped).
 */
export function createBrowserApi(url = '/trpc'): PublicApi {
  let loading: Promise<PublicClient> | null = null;
  const withClient = <T>(call: (client: PublicClient) => Promise<T>): Promise<T> => {
    loading ??= import('./trpc-client.js').then(
      (chunk) => chunk.createPublicClient(url),
      (error: unknown) => {
        loading = null; // the next call tries again
        throw error;
      },
    );
    return loading.then(call);
  };
  return {
    categories: {
      list: () => withClient((client) => client.categories.list.query()),
      bySlug: (input) => withClient((client) => client.categories.bySlug.query(input)),
    },
    texts: {
      list: (input) => withClient((client) => client.texts.list.query(input)),
      popular: () => withClient((client) => client.texts.popular.query()),
      bySlug: (input) => withClient((client) => client.texts.bySlug.query(input)),
      byCategory: (input) => withClient((client) => client.texts.byCategory.query(input)),
      byDeity: (input) => withClient((client) => client.texts.byDeity.query(input)),
    },
    deities: {
      list: () => withClient((client) => client.deities.list.query()),
      byIdOrSlug: (input) => withClient((client) => client.deities.byIdOrSlug.query(input)),
    },
    stats: {
      languages: () => withClient((client) => client.stats.languages.query()),
      texts: () => withClient((client) => client.stats.texts.query()),
    },
    search: { query: (input) => withClient((client) => client.search.query.query(input)) },
    newsletter: { subscribe: (input) => withClient((client) => client.newsletter.subscribe.mutate(input)) },
    contact: { submit: (input) => withClient((client) => client.contact.submit.mutate(input)) },
    corrections: { report: (input) => withClient((client) => client.corrections.report.mutate(input)) },
  };
}
