import { z } from 'zod';
import { SLUG_PATTERN } from '@bhakti/core';
import type { Context } from '../context.js';
import { notFound } from '../errors.js';
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

/** One thing by slug through the read cache (`kind:slug`); `missing` is the not-found message. */
export async function cachedBySlug<T>(
  ctx: Context,
  kind: string,
  slug: string,
  load: () => Promise<T | null>,
  missing: string,
): Promise<T> {
  const found = isPlausibleSlug(slug) ? await ctx.cache.get(`${kind}:${slug}`, load) : null;
  if (!found) throw notFound(missing);
  return found;
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
