import { z } from 'zod';
import type { Context } from '../context.js';
import { tooManyRequests } from '../errors.js';
import type { RateRule } from '../rate-limit.js';
import { ContactInputSchema, EmailSchema } from '../schemas.js';
import { saveContactMessage, subscribe } from '../services/inbox.js';
import { publicProcedure, router } from '../trpc.js';
import { postRoute } from './public-route.js';

const CONTACT_RATE: RateRule = { limit: 5, windowMs: 10 * 60_000 };
const NEWSLETTER_RATE: RateRule = { limit: 5, windowMs: 60 * 60_000 };

function throttle(ctx: Context, action: string, rule: RateRule, message: string): void {
  const decision = ctx.limiter.hit(`${action}:${ctx.ip}`, rule);
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
      throttle(ctx, 'newsletter', NEWSLETTER_RATE, 'Too many subscriptions from this address. Please try again later.');
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
      throttle(ctx, 'contact', CONTACT_RATE, 'Too many messages from this address. Please try again later.');
      return { success: true as const, id: await saveContactMessage(ctx.database.db, input) };
    }),
});
