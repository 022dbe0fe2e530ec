import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { LIMITS, users, type Executor } from '@bhakti/db';
import { hashPassword, verifyPassword } from './password.js';
import { createSession, invalidateOtherSessions, invalidateUserSessions } from './sessions.js';
import { checkLoginGate, clearLoginFailures, recordLoginFailure } from './throttle.js';
import { passwordProblem } from './password-policy.js';

export type LoginResult =
  | { outcome: 'success'; token: string; expiresAt: Date; user: { id: number; username: string } }
  | { outcome: 'invalid' }
  | { outcome: 'locked'; retryAfterSeconds: number };

let dummyHash: Promise<string> | undefined;
/** Verifying against this when the user is unknown makes both failures take the same time. */
const hashForUnknownUser = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

export async function login(
  db: Executor,
  input: { username: string; password: string; ip: string },
  now = new Date(),
): Promise<LoginResult> {
  // A username longer than an account's can never log in, and its failures still count:
  // they are recorded under its first LIMITS.username characters, as the column holds them.
  const failureKey = [...input.username].slice(0, LIMITS.username).join('');
  const gate = await checkLoginGate(db, failureKey, input.ip, now);
  if (!gate.allowed) return { outcome: 'locked', retryAfterSeconds: gate.retryAfterSeconds };
  const [user] = await db
    .select({ id: users.id, username: users.username, passwordHash: users.passwordHash, isAdmin: users.isAdmin })
    .from(users)
    .where(eq(users.username, input.username));
  const valid = await verifyPassword(user?.passwordHash ?? (await hashForUnknownUser()), input.password);
  if (!user || !valid || !user.isAdmin) {
    await recordLoginFailure(db, failureKey, input.ip, now);
    return { outcome: 'invalid' };
  }
  await clearLoginFailures(db, failureKey, input.ip);
  const session = await createSession(db, user.id, now);
  return { outcome: 'success', ...session, user: { id: user.id, username: user.username } };
}

export type PasswordChange =
  { outcome: 'changed' } | { outcome: 'wrong-current' } | { outcome: 'rejected'; reason: string };

/** Changes the password when the current one is right; every other session of the user ends. */
export async function changePassword(
  db: Executor,
  input: { userId: number; sessionId: string; currentPassword: string; newPassword: string },
): Promise<PasswordChange> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, input.userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) return { outcome: 'wrong-current' };
  const problem = passwordProblem(input.newPassword);
  if (problem) return { outcome: 'rejected', reason: problem };
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword) })
    .where(eq(users.id, input.userId));
  await invalidateOtherSessions(db, input.userId, input.sessionId);
  return { outcome: 'changed' };
}

export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

export interface FirstAdmin {
  username: string;
  /** Present only when the password was generated here: print it once. */
  generatedPassword?: string;
}

/**
 * Creates the first admin when there are no users: from the given credentials, or with a
 * generated password. Existing accounts are never touched (no default credentials).
 */
export async function ensureFirstAdmin(
  db: Executor,
  credentials: { username?: string | undefined; password?: string | undefined },
): Promise<FirstAdmin | null> {
  const [existing] = await db.select({ n: count() }).from(users);
  if (Number(existing?.n ?? 0) > 0) return null;
  const username = credentials.username ?? 'admin';
  const generatedPassword = credentials.password ? undefined : generatePassword();
  const password = credentials.password ?? generatedPassword!;
  await db
    .insert(users)
    .values({ username, passwordHash: await hashPassword(password), isAdmin: true })
    .onConflictDoNothing();
  return generatedPassword ? { username, generatedPassword } : { username };
}

/** Sets a new password for a forgotten one (operator CLI) and ends all the user's sessions. */
export async function resetPassword(db: Executor, username: string, newPassword: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword) })
    .where(eq(users.username, username))
    .returning({ id: users.id });
  const user = updated[0];
  if (!user) return false;
  await invalidateUserSessions(db, user.id);
  return true;
}
