import { z } from 'zod';
import { badRequest, notFound } from '../errors.js';
import { CategorySchema, DeitySchema, MAX_ID } from '../schemas.js';
import { getCategoryBySlug, getDeity, listCategories, listDeities } from '../services/library.js';
import { publicProcedure, router } from '../trpc.js';
import { SlugParam, getRoute, isPlausibleSlug } from './public-route.js';

export const categoriesRouter = router({
  list: publicProcedure
    .meta(getRoute('/categories', 'All categories', 'categories'))
    .input(z.void())
    .output(z.array(CategorySchema))
    .query(({ ctx }) => ctx.cache.get('categories', () => listCategories(ctx.database.db))),
  bySlug: publicProcedure
    .meta(getRoute('/categories/{slug}', 'One category by its slug', 'categories', [404]))
    .input(SlugParam)
    .output(CategorySchema)
    .query(async ({ ctx, input }) => {
      const category = isPlausibleSlug(input.slug)
        ? await ctx.cache.get(`category:${input.slug}`, () => getCategoryBySlug(ctx.database.db, input.slug))
        : null;
      if (!category) throw notFound('Category not found');
      return category;
    }),
});

export const deitiesRouter = router({
  list: publicProcedure
    .meta(getRoute('/deities', 'All deities', 'deities'))
    .input(z.void())
    .output(z.array(DeitySchema))
    .query(({ ctx }) => ctx.cache.get('deities', () => listDeities(ctx.database.db))),
  byIdOrSlug: publicProcedure
    .meta(getRoute('/deities/{idOrSlug}', 'One deity by id (all digits) or slug', 'deities', [400, 404]))
    .input(z.object({ idOrSlug: z.string().max(1000) }))
    .output(DeitySchema)
    .query(async ({ ctx, input }) => {
      const { idOrSlug } = input;
      let deity = null;
      if (/^\d+$/.test(idOrSlug)) {
        const id = Number(idOrSlug);
        if (id < 1 || id > MAX_ID) throw badRequest('idOrSlug', 'Must be between 1 and 2147483647');
        deity = await ctx.cache.get(`deity:${id}`, () => getDeity(ctx.database.db, { id }));
      } else if (isPlausibleSlug(idOrSlug)) {
        deity = await ctx.cache.get(`deity:${idOrSlug}`, () => getDeity(ctx.database.db, { slug: idOrSlug }));
      }
      if (!deity) throw notFound('Deity not found');
      return deity;
    }),
});
