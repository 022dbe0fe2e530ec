import { desc } from 'drizzle-orm';
import { z } from 'zod';
import { contactMessages, newsletterSubscribers, type Executor } from '@bhakti/db';
import { adminProcedure, router } from '../trpc.js';
import { adminRoute, serverRoute } from './meta.js';

const ContactSubmissionSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'ContactSubmission' });

export const adminInboxRouter = router({
  contactSubmissions: adminProcedure
    .meta(adminRoute('GET', '/admin/contact-submissions', 'Contact form messages, newest first', 'admin-inbox'))
    .input(z.void())
    .output(z.array(ContactSubmissionSchema))
    .query(async ({ ctx }) => {
      const rows = await ctx.database.db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    }),
  newsletterSubscribers: adminProcedure
    .meta({
      ...adminRoute('GET', '/admin/newsletter-subscribers', 'Newsletter subscribers, newest first', 'admin-inbox'),
      ...serverRoute('GET', '/admin/newsletter-subscribers.csv', 'Newsletter subscribers as CSV', 'admin-inbox', {
        operationId: 'admin-newsletter-subscribers-csv',
        answer: { description: 'id,email,createdAt', content: { 'text/csv': {} } },
      }),
    })
    .input(z.void())
    .output(z.array(z.object({ id: z.number().int(), email: z.string(), createdAt: z.string() })))
    .query(async ({ ctx }) => listSubscribers(ctx.database.db)),
});

export async function listSubscribers(db: Executor) {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
  return rows.map((row) => ({ id: row.id, email: row.email, createdAt: row.createdAt.toISOString() }));
}
