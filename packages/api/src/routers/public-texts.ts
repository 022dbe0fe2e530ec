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
  type TextFilter,
} from '../services/library.js';
import { countsOf, pageOfListing, readListingOrder, type ListingOrder } from '../services/listing-order.js';
import { POPULAR_KEY } from '../read-cache.js';
import { publicProcedure, router } from '../trpc.js';
import { SlugParam, cachedBySlug, cachedListProcedure, getRoute } from './public-route.js';

const POPULAR_LIMIT = 12;

/** The listing order, read once per library change (the read cache keeps it). */
const listingOrder = (ctx: Context): Promise<ListingOrder> =>
  ctx.cache.get('texts:order', () => readListingOrder(ctx.database.db));

/** The texts a filter picks; a page of a listing takes its ids from the listing order. */
async function publicTexts(ctx: Context, filter: TextFilter = {}): Promise<TextListItem[]> {
  const { limit, offset, categoryId, deityId, letter } = filter;
  const paged = limit !== undefined || offset !== undefined;
  if (!paged || filter.popularOnly || filter.ids) return (await listTexts(ctx.database.db, filter)).map(toPublicItem);
  const ids = pageOfListing(await listingOrder(ctx), { categoryId, deityId, letter }, { limit, offset });
  return ids.length === 0 ? [] : (await listTexts(ctx.database.db, { ids })).map(toPublicItem);
}

/** A list's paging as its input gives it (or none), and the read-cache key of that page. */
function paging({ limit, offset }: { limit?: number | undefined; offset?: number | undefined } = {}) {
  const page = { ...(limit === undefined ? {} : { limit }), ...(offset === undefined ? {} : { offset }) };
  return { page, key: limit === undefined && offset === undefined ? '' : `:${limit ?? ''}@${offset ?? 0}` };
}

/** The texts of one category or deity; not found when there is no such category or deity. */
async function textsOfOne(
  ctx: Context,
  of: { categoryId: number } | { deityId: number },
  input: { limit?: number | undefined; offset?: number | undefined },
): Promise<TextListItem[]> {
  const db = ctx.database.db;
  const [kind, id, exists] =
    'categoryId' in of
      ? (['category', of.categoryId, () => getCategoryById(db, of.categoryId)] as const)
      : (['deity', of.deityId, () => getDeity(db, { id: of.deityId })] as const);
  const { page, key } = paging(input);
  const texts = await ctx.cache.get(`texts:${kind}:${id}${key}`, async () =>
    (await exists()) ? publicTexts(ctx, { ...of, ...page }) : null,
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
      return ctx.cache.get(`texts${letter ? `:letter:${letter}` : ''}${key}`, () =>
        publicTexts(ctx, { ...page, ...(letter ? { letter } : {}) }),
      );
    }),
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
