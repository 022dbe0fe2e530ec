import { z } from 'zod';
import { ContactMessageSchema, SubscriberSchema } from '../schemas.js';
import { listContactMessages, listSubscribers } from '../services/inbox.js';
import { adminProcedure, router } from '../trpc.js';
import { adminRoute } from './meta.js';

export const adminInboxRouter = router({
  contactSubmissions: adminProcedure
    .meta(adminRoute('GET', '/admin/contact-submissions', 'Contact form messages, newest first', 'admin-inbox'))
    .input(z.void())
    .output(z.array(ContactMessageSchema))
    .query(({ ctx }) => listContactMessages(ctx.database.db)),
  newsletterSubscribers: adminProcedure
    .meta(adminRoute('GET', '/admin/newsletter-subscribers', 'Newsletter subscribers, newest first', 'admin-inbox'))
    .input(z.void())
    .output(z.array(SubscriberSchema))
    .query(({ ctx }) => listSubscribers(ctx.database.db)),
});
