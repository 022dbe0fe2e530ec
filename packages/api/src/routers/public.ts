import { z } from 'zod';
import { SLUG_PATTERN } from '@bhakti/core';
import { contactMessages, newsletterSubscribers } from '@bhakti/db';
import { badRequest, notFound, tooManyRequests } from '../errors.js';
import { publicProcedure, router } from '../trpc.js';
import { publicRoute, type ErrorStatus } from './meta.js';
import type { Context } from '../context.js';
import type { RateRule } from '../rate-limit.js';
import {
  CategorySchema,
  ContactInputSchema,
  DeitySchema,
  EmailSchema,
  FullTextSchema,
  MAX_ID,
  SearchResultSchema,
  TextListItemSchema,
  idParam,
  withoutControlCharacters,
} from '../schemas.js';
import {
  countLanguages,
  getCategoryById,
  getCategoryBySlug,
  getDeity,
  getFullText,
  listCategories,
  listDeities,
  listTexts,
  toPublicItem,
} from '../services/library.js';
import { searchTexts } from '../services/search.js';

const POPULAR_LIMIT = 12;
const CONTACT_RATE: RateRule = { limit: 5, windowMs: 10 * 60_000 };
const NEWSLETTER_RATE: RateRule = { limit: 5, windowMs: 60 * 60_000 };

const get = (path: `/${string}`, summary: string, tag: string, errors: ErrorStatus[] = []) =>
  publicRoute('GET', path, summary, tag, { errors });
const post = (path: `/${string}`, summary: string, tag: string, status: 200 | 201, errors: ErrorStatus[]) =>
  publicRoute('POST', path, summary, tag, { status, errors });

const SlugParam = z.object({ slug: z.string().max(1000) });
const isPlausibleSlug = (slug: string) => slug.length <= 200 && SLUG_PATTERN.test(slug);

function throttle(ctx: Context, action: string, rule: RateRule, message: string): void {
  const decision = ctx.limiter.hit(`${action}:${ctx.ip}`, rule);
  if (!decision.allowed) throw tooManyRequests(message, decision.retryAfterSeconds);
}

const categoriesRouter = router({
  list: publicProcedure
    .meta(get('/categories', 'All categories', 'categories'))
    .input(z.void())
    .output(z.array(CategorySchema))
    .query(({ ctx }) => ctx.cache.get('categories', () => listCategories(ctx.database.db))),
  bySlug: publicProcedure
    .meta(get('/categories/{slug}', 'One category by its slug', 'categories', [404]))
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

const textsRouter = router({
  list: publicProcedure
    .meta(get('/texts', 'All texts, by title', 'texts'))
    .input(z.void())
    .output(z.array(TextListItemSchema))
    .query(({ ctx }) => ctx.cache.get('texts', async () => (await listTexts(ctx.database.db)).map(toPublicItem))),
  popular: publicProcedure
    .meta(get('/texts/popular', `Popular texts, most read first (at most ${POPULAR_LIMIT})`, 'texts'))
    .input(z.void())
    .output(z.array(TextListItemSchema))
    .query(({ ctx }) =>
      ctx.cache.get('texts:popular', async () =>
        (await listTexts(ctx.database.db, { popularOnly: true, limit: POPULAR_LIMIT })).map(toPublicItem),
      ),
    ),
  bySlug: publicProcedure
    .meta(get('/texts/{slug}', 'One text with all its contents', 'texts', [404]))
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
    .meta(get('/texts/category/{categoryId}', 'Texts of one category', 'texts', [400, 404]))
    .input(z.object({ categoryId: idParam() }))
    .output(z.array(TextListItemSchema))
    .query(async ({ ctx, input }) => {
      const texts = await ctx.cache.get(`texts:category:${input.categoryId}`, async () =>
        (await getCategoryById(ctx.database.db, input.categoryId))
          ? (await listTexts(ctx.database.db, { categoryId: input.categoryId })).map(toPublicItem)
          : null,
      );
      if (!texts) throw notFound('Category not found');
      return texts;
    }),
  byDeity: publicProcedure
    .meta(get('/texts/deity/{deityId}', 'Texts of one deity', 'texts', [400, 404]))
    .input(z.object({ deityId: idParam() }))
    .output(z.array(TextListItemSchema))
    .query(async ({ ctx, input }) => {
      const texts = await ctx.cache.get(`texts:deity:${input.deityId}`, async () =>
        (await getDeity(ctx.database.db, { id: input.deityId }))
          ? (await listTexts(ctx.database.db, { deityId: input.deityId })).map(toPublicItem)
          : null,
      );
      if (!texts) throw notFound('Deity not found');
      return texts;
    }),
});

const deitiesRouter = router({
  list: publicProcedure
    .meta(get('/deities', 'All deities', 'deities'))
    .input(z.void())
    .output(z.array(DeitySchema))
    .query(({ ctx }) => ctx.cache.get('deities', () => listDeities(ctx.database.db))),
  byIdOrSlug: publicProcedure
    .meta(get('/deities/{idOrSlug}', 'One deity by id (all digits) or slug', 'deities', [400, 404]))
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

const statsRouter = router({
  languages: publicProcedure
    .meta(get('/stats/languages', 'How many languages have content', 'stats'))
    .input(z.void())
    .output(z.object({ count: z.number().int() }))
    .query(({ ctx }) =>
      ctx.cache.get('stats:languages', async () => ({ count: await countLanguages(ctx.database.db) })),
    ),
});

const searchRouter = router({
  query: publicProcedure
    .meta(get('/search', 'Search texts, best match first', 'search', [400]))
    .input(
      z.object({
        q: z
          .string({ error: 'Search query is required' })
          .max(10_000)
          .refine(...withoutControlCharacters('Search query')),
      }),
    )
    .output(z.array(SearchResultSchema))
    .query(({ ctx, input }) => {
      if (input.q.trim() === '') throw badRequest('q', 'Search query is required');
      return searchTexts(ctx, input.q);
    }),
});

const newsletterRouter = router({
  subscribe: publicProcedure
    .meta(post('/newsletter/subscribe', 'Subscribe an email address to the newsletter', 'newsletter', 200, [400, 429]))
    .input(z.object({ email: EmailSchema }))
    .output(z.object({ success: z.literal(true), message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      throttle(ctx, 'newsletter', NEWSLETTER_RATE, 'Too many subscriptions from this address. Please try again later.');
      await ctx.database.db.insert(newsletterSubscribers).values({ email: input.email }).onConflictDoNothing();
      return { success: true as const, message: "You've been added to our newsletter." };
    }),
});

const contactRouter = router({
  submit: publicProcedure
    .meta(post('/contact', 'Send a message to the site owners', 'contact', 201, [400, 429]))
    .input(ContactInputSchema)
    .output(z.object({ success: z.literal(true), id: z.number().int() }))
    .mutation(async ({ ctx, input }) => {
      throttle(ctx, 'contact', CONTACT_RATE, 'Too many messages from this address. Please try again later.');
      const [row] = await ctx.database.db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
      if (!row) throw new Error('insert into contact_messages returned no row');
      return { success: true as const, id: row.id };
    }),
});

export const publicRouter = {
  categories: categoriesRouter,
  texts: textsRouter,
  deities: deitiesRouter,
  stats: statsRouter,
  search: searchRouter,
  newsletter: newsletterRouter,
  contact: contactRouter,
};
