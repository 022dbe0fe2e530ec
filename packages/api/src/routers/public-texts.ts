import { z } from 'zod';
import type { Context } from '../context.js';
import { notFound } from '../errors.js';
import { FullTextSchema, TextListItemSchema, idParam } from '../schemas.js';
import {
  countLanguages,
  getCategoryById,
  getDeity,
  getFullText,
  listTexts,
  toPublicItem,
  type TextFilter,
} from '../services/library.js';
import { publicProcedure, router } from '../trpc.js';
import { SlugParam, getRoute, isPlausibleSlug } from './public-route.js';

const POPULAR_LIMIT = 12;

const publicTexts = async (ctx: Context, filter: TextFilter = {}) =>
  (await listTexts(ctx.database.db, filter)).map(toPublicItem);

export const textsRouter = router({
  list: publicProcedure
    .meta(getRoute('/texts', 'All texts, by title', 'texts'))
    .input(z.void())
    .output(z.array(TextListItemSchema))
    .query(({ ctx }) => ctx.cache.get('texts', () => publicTexts(ctx))),
  popular: publicProcedure
    .meta(getRoute('/texts/popular', `Popular texts, most read first (at most ${POPULAR_LIMIT})`, 'texts'))
    .input(z.void())
    .output(z.array(TextListItemSchema))
    .query(({ ctx }) =>
      ctx.cache.get('texts:popular', () => publicTexts(ctx, { popularOnly: true, limit: POPULAR_LIMIT })),
    ),
  bySlug: publicProcedure
    .meta(getRoute('/texts/{slug}', 'One text with all its contents', 'texts', [404]))
    .input(SlugParam)
    .output(FullTextSchema)
    .query(async ({ ctx, input }) => {
      const text = isPlausibleSlug(input.slug)
        ? await ctx.cache.get(`text:${input.slug}`, () => getFullText(ctx.database.db, { slug: input.slug }))
        : null;
      if (!text) throw notFound('Text not found');
      ctx.popularity.recordRead(text.id);
      return text;
    }),
  byCategory: publicProcedure
    .meta(getRoute('/texts/category/{categoryId}', 'Texts of one category', 'texts', [400, 404]))
    .input(z.object({ categoryId: idParam() }))
    .output(z.array(TextListItemSchema))
    .query(async ({ ctx, input: { categoryId } }) => {
      const texts = await ctx.cache.get(`texts:category:${categoryId}`, async () =>
        (await getCategoryById(ctx.database.db, categoryId)) ? publicTexts(ctx, { categoryId }) : null,
      );
      if (!texts) throw notFound('Category not found');
      return texts;
    }),
  byDeity: publicProcedure
    .meta(getRoute('/texts/deity/{deityId}', 'Texts of one deity', 'texts', [400, 404]))
    .input(z.object({ deityId: idParam() }))
    .output(z.array(TextListItemSchema))
    .query(async ({ ctx, input: { deityId } }) => {
      const texts = await ctx.cache.get(`texts:deity:${deityId}`, async () =>
        (await getDeity(ctx.database.db, { id: deityId })) ? publicTexts(ctx, { deityId }) : null,
      );
      if (!texts) throw notFound('Deity not found');
      return texts;
    }),
});

export const statsRouter = router({
  languages: publicProcedure
    .meta(getRoute('/stats/languages', 'How many languages have content', 'stats'))
    .input(z.void())
    .output(z.object({ count: z.number().int() }))
    .query(({ ctx }) =>
      ctx.cache.get('stats:languages', async () => ({ count: await countLanguages(ctx.database.db) })),
    ),
});
