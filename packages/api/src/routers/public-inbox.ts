import { z } from 'zod';
import { HONEYPOT_FIELD } from '@bhakti/core';
import type { Context } from '../context.js';
import { tooManyRequests } from '../errors.js';
import type { LimitedAction } from '../rate-limit.js';
import { ContactInputSchema, CorrectionInputSchema, EmailSchema } from '../schemas.js';
import { reportCorrection } from '../services/corrections.js';
import { saveContactMessage, subscribe } from '../services/inbox.js';
import { publicProcedure, router } from '../trpc.js';
import { postRoute } from './public-route.js';

/** Counts the call against its action's rule (RATE_RULES) for the client's address. */
async function throttle(ctx: Context, action: LimitedAction, message: string): Promise<void> {
  const decision = await ctx.rateLimit(action);
  if (!decision.allowed) throw tooManyRequests(message, decision.retryAfterSeconds);
}

export const newsletterRouter = router({
  subscribe: publicProcedure
    .meta(
      postRoute('/newsletter/subscribe', 'Subscribe an email address to the newsletter', 'newsletter', 200, [400, 429]),
    )
    .input(z.object({ email: EmailSchema }))
    .output(z.object({ success: z.literal(true), message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await throttle(ctx, 'newsletter', 'Too many subscriptions from this address. Please try again later.');
      await subscribe(ctx.database.db, input.email);
      return { success: true as const, message: "You've been added to our newsletter." };
    }),
});

export const contactRouter = router({
  submit: publicProcedure
    .meta(postRoute('/contact', 'Send a message to the site owners', 'contact', 201, [400, 429]))
    .input(ContactInputSchema)
    .output(z.object({ success: z.literal(true), id: z.number().int() }))
    .mutation(async ({ ctx, input }) => {
      await throttle(ctx, 'contact', 'Too many messages from this address. Please try again later.');
      return { success: true as const, id: await saveContactMessage(ctx.database.db, input) };
    }),
});

export const CORRECTION_THANKS = 'Thank you! Your report has been sent to our editors.';

export const correctionsRouter = router({
  report: publicProcedure
    .meta(
      postRoute(
        '/texts/{slug}/corrections',
        'Report a mistake in a verse of a text',
        'corrections',
        201,
        [400, 404, 429],
      ),
    )
    .input(CorrectionInputSchema)
    .output(z.object({ success: z.literal(true), message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await throttle(ctx, 'correction', 'Too many reports from this address. Please try again later.');
      const { slug, [HONEYPOT_FIELD]: honeypot, ...report } = input;
      // A filled honeypot is a robot: it is told what a person would be, and nothing is kept.
      if (!honeypot) await reportCorrection(ctx.database.db, slug, report);
      return { success: true as const, message: CORRECTION_THANKS };
    }),
});
