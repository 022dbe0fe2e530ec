import { z } from 'zod';
import type { Context } from '../context.js';
import { notFound } from '../errors.js';
import {
  FullTextSchema,
  LibraryCountsSchema,
  TextListItemSchema,
  TitleLetterSchema,
  idParam,
  pageFields,
  type TextListItem,
} from '../schemas.js';
import {
  countLanguages,
  getCategoryById,
  getDeity,
  getFullText,
  listTexts,
  toPublicItem,
} from '../services/library.js';
import {
  countsOf,
  pageOfListing,
  readListingOrder,
  type ListingFilter,
  type ListingOrder,
} from '../services/listing-order.js';
import { POPULAR_KEY } from '../read-cache.js';
import { publicProcedure, router } from '../trpc.js';
import { SlugParam, cachedBySlug, cachedListProcedure, getRoute } from './public-route.js';

const POPULAR_LIMIT = 12;

/** The listing order, read once per library change (the read cache keeps it). */
const listingOrder = (ctx: Context): Promise<ListingOrder> =>
  ctx.cache.get('texts:order', () => readListingOrder(ctx.database.db));

/** A listing (every text, or one category's, deity's or letter's), whole or one page of it from the listing order. */
async function listing(ctx: Context, filter: ListingFilter, page: Page): Promise<TextListItem[]> {
  const db = ctx.database.db;
  if (page.limit === undefined && page.offset === undefined) return (await listTexts(db, filter)).map(toPublicItem);
  const ids = pageOfListing(await listingOrder(ctx), filter, page);
  return ids.length === 0 ? [] : (await listTexts(db, { ids })).map(toPublicItem);
}

interface Page {
  limit?: number | undefined;
  offset?: number | undefined;
}

/** A list's paging as its input gives it (or none), and the read-cache key of that page. */
function paging({ limit, offset }: Page = {}) {
  return {
    page: { limit, offset },
    key: limit === undefined && offset === undefined ? '' : `:${limit ?? ''}@${offset ?? 0}`,
  };
}

/** The texts of one category or deity; not found when there is no such category or deity. */
async function textsOfOne(
  ctx: Context,
  of: { categoryId: number } | { deityId: number },
  input: Page,
): Promise<TextListItem[]> {
  const db = ctx.database.db;
  const [kind, id, exists] =
    'categoryId' in of
      ? (['category', of.categoryId, () => getCategoryById(db, of.categoryId)] as const)
      : (['deity', of.deityId, () => getDeity(db, { id: of.deityId })] as const);
  const { page, key } = paging(input);
  const texts = await ctx.cache.get(`texts:${kind}:${id}${key}`, async () =>
    (await exists()) ? listing(ctx, of, page) : null,
  );
  if (!texts) throw notFound(kind === 'category' ? 'Category not found' : 'Deity not found');
  return texts;
}

export const textsRouter = router({
  list: publicProcedure
    .meta(getRoute('/texts', 'All texts, by title; optionally one page, or those under one letter', 'texts', [400]))
    .input(z.object({ ...pageFields(), letter: TitleLetterSchema.optional() }).optional())
    .output(z.array(TextListItemSchema))
    .query(({ ctx, input: { letter, ...pageInput } = {} }) => {
      const { page, key } = paging(pageInput);
      return ctx.cache.get(`texts${letter ? `:letter:${letter}` : ''}${key}`, () => listing(ctx, { letter }, page));
    }),
  popular: cachedListProcedure(
    getRoute('/texts/popular', `Popular texts, most read first (at most ${POPULAR_LIMIT})`, 'texts'),
    TextListItemSchema,
    POPULAR_KEY,
    async (ctx) => (await listTexts(ctx.database.db, { popularOnly: true, limit: POPULAR_LIMIT })).map(toPublicItem),
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
    .meta(
      getRoute(
        '/texts/category/{categoryId}',
        'Texts of one category, by title; optionally one page',
        'texts',
        [400, 404],
      ),
    )
    .input(z.object({ categoryId: idParam(), ...pageFields() }))
    .output(z.array(TextListItemSchema))
    .query(({ ctx, input: { categoryId, ...page } }) => textsOfOne(ctx, { categoryId }, page)),
  byDeity: publicProcedure
    .meta(getRoute('/texts/deity/{deityId}', 'Texts of one deity, by title; optionally one page', 'texts', [400, 404]))
    .input(z.object({ deityId: idParam(), ...pageFields() }))
    .output(z.array(TextListItemSchema))
    .query(({ ctx, input: { deityId, ...page } }) => textsOfOne(ctx, { deityId }, page)),
});

export const statsRouter = router({
  languages: publicProcedure
    .meta(getRoute('/stats/languages', 'How many languages have content', 'stats'))
    .input(z.void())
    .output(z.object({ count: z.number().int() }))
    .query(({ ctx }) =>
      ctx.cache.get('stats:languages', async () => ({ count: await countLanguages(ctx.database.db) })),
    ),
  texts: publicProcedure
    .meta(getRoute('/stats/texts', 'How many texts: in all, by category, by deity and by A–Z letter', 'stats'))
    .input(z.void())
    .output(LibraryCountsSchema)
    .query(({ ctx }) => ctx.cache.get('stats:texts', async () => countsOf(await listingOrder(ctx)))),
});
