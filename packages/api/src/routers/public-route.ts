import { z } from 'zod';
import { SLUG_PATTERN } from '@bhakti/core';
import type { Context } from '../context.js';
import { publicProcedure } from '../trpc.js';
import { publicRoute, type ErrorStatus } from './meta.js';

/** REST meta of a public read. */
export const getRoute = (path: `/${string}`, summary: string, tag: string, errors: ErrorStatus[] = []) =>
  publicRoute('GET', path, summary, tag, { errors });

/** REST meta of a public write. */
export const postRoute = (path: `/${string}`, summary: string, tag: string, status: 200 | 201, errors: ErrorStatus[]) =>
  publicRoute('POST', path, summary, tag, { status, errors });

export const SlugParam = z.object({ slug: z.string().max(1000) });

/** Whether a slug could name anything: others are not found without asking the cache or the database. */
const isPlausibleSlug = (slug: string) => slug.length <= 200 && SLUG_PATTERN.test(slug);

/** A read of one thing by slug through the read cache (`kind:slug`); null for a slug that names nothing. */
export async function cachedBySlug<T>(
  ctx: Context,
  kind: string,
  slug: string,
  load: () => Promise<T | null>,
): Promise<T | null> {
  return isPlausibleSlug(slug) ? ctx.cache.get(`${kind}:${slug}`, load) : null;
}

/** A public GET of a whole list, kept in the read cache under `cacheKey`. */
export const cachedListProcedure = <Item extends z.ZodType>(
  route: ReturnType<typeof getRoute>,
  item: Item,
  cacheKey: string,
  load: (ctx: Context) => Promise<Array<z.input<Item>>>,
) =>
  publicProcedure
    .meta(route)
    .input(z.void())
    .output(z.array(item))
    .query(({ ctx }) => ctx.cache.get(cacheKey, () => load(ctx)));
