import { ContactMessageSchema, SubscriberSchema } from '../schemas.js';
import { listContactMessages, listSubscribers } from '../services/inbox.js';
import { router } from '../trpc.js';
import { listProcedure } from './admin-procedures.js';
import { serverRoute } from './meta.js';

export const adminInboxRouter = router({
  contactSubmissions: listProcedure(
    '/admin/contact-submissions',
    'Contact form messages, newest first',
    'admin-inbox',
    ContactMessageSchema,
    listContactMessages,
  ),
  newsletterSubscribers: listProcedure(
    '/admin/newsletter-subscribers',
    'Newsletter subscribers, newest first',
    'admin-inbox',
    SubscriberSchema,
    listSubscribers,
    serverRoute('GET', '/admin/newsletter-subscribers.csv', 'Newsletter subscribers as CSV', 'admin-inbox', {
      operationId: 'admin-newsletter-subscribers-csv',
      answer: { description: 'id,email,createdAt', content: { 'text/csv': {} } },
    }),
  ),
});
