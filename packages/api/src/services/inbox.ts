import { desc } from 'drizzle-orm';
import { contactMessages, newsletterSubscribers, type Executor } from '@bhakti/db';
import type { ContactMessage, Subscriber } from '../schemas.js';

type ContactInput = Pick<ContactMessage, 'name' | 'email' | 'subject' | 'message'>;

/** Keeps a message from the contact form; answers its id. */
export async function saveContactMessage(db: Executor, input: ContactInput): Promise<number> {
  const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  if (!row) throw new Error('insert into contact_messages returned no row');
  return row.id;
}

/** Adds an address to the newsletter; one already there (in any letter case) stays as it is. */
export async function subscribe(db: Executor, email: string): Promise<void> {
  await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
}

export async function listContactMessages(db: Executor): Promise<ContactMessage[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function listSubscribers(db: Executor): Promise<Subscriber[]> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
  return rows.map((row) => ({ id: row.id, email: row.email, createdAt: row.createdAt.toISOString() }));
}
