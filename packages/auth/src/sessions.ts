import { and, eq, lt, ne, or } from 'drizzle-orm';
import { sessions, users, type Executor } from '@bhakti/db';
import { generateSessionToken, sessionIdFromToken } from './session-token.js';

const IDLE_TIMEOUT_MS = 30 * 60_000;
const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000;
/** Extending an idle deadline costs a write; do it at most once a minute per session. */
const EXTEND_AFTER_MS = 60_000;

export interface SessionUser {
  id: number;
  username: string;
  isAdmin: boolean;
}

export interface ValidSession {
  sessionId: string;
  expiresAt: Date;
  user: SessionUser;
}

const absoluteDeadline = (createdAt: Date) => new Date(createdAt.getTime() + ABSOLUTE_TIMEOUT_MS);
const idleDeadline = (now: Date, createdAt: Date) =>
  new Date(Math.min(now.getTime() + IDLE_TIMEOUT_MS, absoluteDeadline(createdAt).getTime()));

/** A new session: the token goes to the client once; only its hash is stored. */
export async function createSession(
  db: Executor,
  userId: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateSessionToken();
  const expiresAt = idleDeadline(now, now);
  await db.insert(sessions).values({ id: sessionIdFromToken(token), userId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** The session and user a token stands for, or null when it is unknown or expired (idle or absolute). */
export async function validateSessionToken(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<ValidSession | null> {
  const sessionId = sessionIdFromToken(token);
  const [row] = await db
    .select({
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      user: { id: users.id, username: users.username, isAdmin: users.isAdmin },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId));
  if (!row) return null;
  if (now >= row.expiresAt || now >= absoluteDeadline(row.createdAt)) {
    await db.delete(sessions).where(eq(sessions.id, sessionId));
    return null;
  }
  let expiresAt = row.expiresAt;
  const extended = idleDeadline(now, row.createdAt);
  if (extended.getTime() - expiresAt.getTime() >= EXTEND_AFTER_MS) {
    await db.update(sessions).set({ expiresAt: extended }).where(eq(sessions.id, sessionId));
    expiresAt = extended;
  }
  return { sessionId, expiresAt, user: row.user };
}

export async function invalidateSession(db: Executor, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of the user but the one given (after a password change). */
export async function invalidateOtherSessions(db: Executor, userId: number, keepSessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

export async function invalidateUserSessions(db: Executor, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Removes sessions past either deadline; cheap housekeeping for a timer. */
export async function deleteExpiredSessions(db: Executor, now = new Date()): Promise<void> {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.createdAt, new Date(now.getTime() - ABSOLUTE_TIMEOUT_MS))));
}
