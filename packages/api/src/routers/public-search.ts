import { z } from 'zod';
import { badRequest } from '../errors.js';
import { SearchResultSchema, withoutControlCharacters } from '../schemas.js';
import { searchTexts } from '../services/search.js';
import { publicProcedure, router } from '../trpc.js';
import { getRoute } from './public-route.js';

export const searchRouter = router({
  query: publicProcedure
    .meta(getRoute('/search', 'Search texts, best match first', 'search', [400]))
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
