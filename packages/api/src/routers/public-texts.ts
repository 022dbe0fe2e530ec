import { z } from 'zod';
import type { Context } from '../context.js';
import { notFound } from '../errors.js';
import { FullTextSchema, TextListItemSchema, idParam, type TextListItem } from '../schemas.js';
import {
  countLanguages,
  getCategoryById,
  getDeity,
  getFullText,
  listTexts,
  toPublicItem,
  type TextFilter,
} from '../services/library.js';
import { POPULAR_KEY } from '../read-cache.js';
import { publicProcedure, router } from '../trpc.js';
import { SlugParam, cachedBySlug, cachedListProcedure, getRoute } from './public-route.js';

const POPULAR_LIMIT = 12;

const publicTexts = async (ctx: Context, filter: TextFilter = {}) =>
  (await listTexts(ctx.database.db, filter)).map(toPublicItem);

/** The texts of one category or deity; not found when there is no such category or deity. */
async function textsOfOne(ctx: Context, of: { categoryId: number } | { deityId: number }): Promise<TextListItem[]> {
  const db = ctx.database.db;
  const [kind, id, exists] =
    'categoryId' in of
      ? (['category', of.categoryId, () => getCategoryById(db, of.categoryId)] as const)
      : (['deity', of.deityId, () => getDeity(db, { id: of.deityId })] as const);
  const texts = await ctx.cache.get(`texts:${kind}:${id}`, async () =>
    (await exists()) ? publicTexts(ctx, of) : null,
  );
  if (!texts) throw notFound(kind === 'category' ? 'Category not found' : 'Deity not found');
  return texts;
}

export const textsRouter = router({
  list: cachedListProcedure(getRoute('/texts', 'All texts, by title', 'texts'), TextListItemSchema, 'texts', (ctx) =>
    publicTexts(ctx),
  ),
  popular: cachedListProcedure(
    getRoute('/texts/popular', `Popular texts, most read first (at most ${POPULAR_LIMIT})`, 'texts'),
    TextListItemSchema,
    POPULAR_KEY,
    (ctx) => publicTexts(ctx, { popularOnly: true, limit: POPULAR_LIMIT }),
  ),
  bySlug: publicProcedure
    .meta(getRoute('/texts/{slug}', 'One text with all its contents', 'texts', [404]))
    .input(SlugParam)
    .output(FullTextSchema)
    .query(async ({ ctx, input: { slug } }) => {
      const text = await cachedBySlug(
        ctx,
        'text',
        slug,
        () => getFullText(ctx.database.db, { slug }),
        'Text not found',
      );
      ctx.popularity.recordRead(text.id);
      return text;
    }),
  byCategory: publicProcedure
    .meta(getRoute('/texts/category/{categoryId}', 'Texts of one category', 'texts', [400, 404]))
    .input(z.object({ categoryId: idParam() }))
    .output(z.array(TextListItemSchema))
    .query(({ ctx, input }) => textsOfOne(ctx, input)),
  byDeity: publicProcedure
    .meta(getRoute('/texts/deity/{deityId}', 'Texts of one deity', 'texts', [400, 404]))
    .input(z.object({ deityId: idParam() }))
    .output(z.array(TextListItemSchema))
    .query(({ ctx, input }) => textsOfOne(ctx, input)),
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
