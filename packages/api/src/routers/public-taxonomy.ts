import { z } from 'zod';
import { badRequest, notFound } from '../errors.js';
import { CategorySchema, DeitySchema, MAX_ID } from '../schemas.js';
import { getCategoryBySlug, getDeity, listCategories, listDeities } from '../services/library.js';
import { publicProcedure, router } from '../trpc.js';
import { SlugParam, cachedBySlug, cachedListProcedure, getRoute } from './public-route.js';

export const categoriesRouter = router({
  list: cachedListProcedure(
    getRoute('/categories', 'All categories', 'categories'),
    CategorySchema,
    'categories',
    (ctx) => listCategories(ctx.database.db),
  ),
  bySlug: publicProcedure
    .meta(getRoute('/categories/{slug}', 'One category by its slug', 'categories', [404]))
    .input(SlugParam)
    .output(CategorySchema)
    .query(({ ctx, input: { slug } }) =>
      cachedBySlug(ctx, 'category', slug, () => getCategoryBySlug(ctx.database.db, slug), 'Category not found'),
    ),
});

export const deitiesRouter = router({
  list: cachedListProcedure(getRoute('/deities', 'All deities', 'deities'), DeitySchema, 'deities', (ctx) =>
    listDeities(ctx.database.db),
  ),
  byIdOrSlug: publicProcedure
    .meta(getRoute('/deities/{idOrSlug}', 'One deity by id (all digits) or slug', 'deities', [400, 404]))
    .input(z.object({ idOrSlug: z.string().max(1000) }))
    .output(DeitySchema)
    .query(async ({ ctx, input: { idOrSlug } }) => {
      const missing = 'Deity not found';
      if (!/^\d+$/.test(idOrSlug)) {
        return cachedBySlug(ctx, 'deity', idOrSlug, () => getDeity(ctx.database.db, { slug: idOrSlug }), missing);
      }
      const id = Number(idOrSlug);
      if (id < 1 || id > MAX_ID) throw badRequest('idOrSlug', 'Must be between 1 and 2147483647');
      const deity = await ctx.cache.get(`deity:${id}`, () => getDeity(ctx.database.db, { id }));
      if (!deity) throw notFound(missing);
      return deity;
    }),
});
