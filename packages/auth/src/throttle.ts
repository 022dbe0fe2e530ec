import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import { loginFailures, type Executor } from '@bhakti/db';

export const LOCKOUT_FAILURES = 5;
const LOCKOUT_WINDOW_MS = 15 * 60_000;
const LOCKOUT_DURATION_MS = 15 * 60_000;
export const ADDRESS_FAILURES_PER_HOUR = 100;
const HOUR_MS = 60 * 60_000;

export type LoginGate = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Whether a login may be tried: five failures for one username from one address within
 * 15 minutes lock that pair for 15 minutes after the fifth (even for the right password);
 * 100 failures from one address within an hour lock the address. Counted in the database,
 * so every app instance sees the same counts.
 */
export async function checkLoginGate(db: Executor, username: string, ip: string, now = new Date()): Promise<LoginGate> {
  const recent = await db
    .select({ createdAt: loginFailures.createdAt })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.username, username),
        eq(loginFailures.ip, ip),
        gt(loginFailures.createdAt, new Date(now.getTime() - LOCKOUT_WINDOW_MS - LOCKOUT_DURATION_MS)),
      ),
    )
    .orderBy(desc(loginFailures.createdAt))
    .limit(LOCKOUT_FAILURES);
  const newest = recent[0]?.createdAt;
  const fifth = recent[LOCKOUT_FAILURES - 1]?.createdAt;
  if (newest && fifth && newest.getTime() - fifth.getTime() <= LOCKOUT_WINDOW_MS) {
    const lockedUntil = newest.getTime() + LOCKOUT_DURATION_MS;
    if (lockedUntil > now.getTime()) return { allowed: false, retryAfterSeconds: seconds(lockedUntil - now.getTime()) };
  }
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const [fromAddress] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, hourAgo)));
  if (Number(fromAddress?.n ?? 0) >= ADDRESS_FAILURES_PER_HOUR) {
    const [oldest] = await db
      .select({ createdAt: loginFailures.createdAt })
      .from(loginFailures)
      .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, hourAgo)))
      .orderBy(asc(loginFailures.createdAt))
      .limit(1);
    const reopens = (oldest?.createdAt.getTime() ?? now.getTime()) + HOUR_MS;
    return { allowed: false, retryAfterSeconds: seconds(reopens - now.getTime()) };
  }
  return { allowed: true };
}

export async function recordLoginFailure(db: Executor, username: string, ip: string, now = new Date()): Promise<void> {
  await db.insert(loginFailures).values({ username, ip, createdAt: now });
}

/** A success forgets the failures of that username from that address. */
export async function clearLoginFailures(db: Executor, username: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.username, username), eq(loginFailures.ip, ip)));
}
