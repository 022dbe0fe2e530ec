import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '@bhakti/db';
import { createTestDatabase, type TestDatabase } from '@bhakti/db/testing';
import { changePassword, ensureFirstAdmin, login, resetPassword } from './accounts.js';
import { deleteExpiredSessions, validateSessionToken } from './sessions.js';
import { ADDRESS_FAILURES_PER_HOUR, LOCKOUT_FAILURES } from './throttle.js';
import { passwordProblem } from './password-policy.js';

let database: TestDatabase;
const PASSWORD = 'jai shri krishna';
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});
beforeEach(async () => {
  await database.reset();
  await ensureFirstAdmin(database.db, { username: 'admin', password: PASSWORD });
});

const attempt = (password: string, ip: string, minutes: number, username = 'admin') =>
  login(database.db, { username, password, ip }, at(minutes));

describe('ensureFirstAdmin', () => {
  it('creates the admin only when there are no users, and never overwrites one', async () => {
    expect(await ensureFirstAdmin(database.db, { username: 'admin', password: 'another password' })).toBeNull();
    expect((await attempt(PASSWORD, '10.0.0.1', 0)).outcome).toBe('success');
  });

  it('generates a strong password when none is given', async () => {
    await database.reset();
    const created = await ensureFirstAdmin(database.db, {});
    expect(created?.username).toBe('admin');
    expect(created?.generatedPassword?.length).toBeGreaterThanOrEqual(20);
    expect((await attempt(created!.generatedPassword!, '10.0.0.1', 0)).outcome).toBe('success');
  });
});

describe('login throttling', () => {
  it('locks one username from one address after 5 failures in 15 minutes, for at least 10 minutes', async () => {
    for (let i = 0; i < LOCKOUT_FAILURES; i++)
      expect((await attempt('wrong', '10.0.0.1', i * 3)).outcome).toBe('invalid');
    const locked = await attempt(PASSWORD, '10.0.0.1', 13);
    expect(locked).toEqual({ outcome: 'locked', retryAfterSeconds: expect.any(Number) });
    if (locked.outcome === 'locked') expect(locked.retryAfterSeconds).toBeGreaterThanOrEqual(600);
    expect((await attempt(PASSWORD, '10.0.0.2', 13)).outcome).toBe('success');
    expect((await attempt(PASSWORD, '10.0.0.1', 22)).outcome).toBe('locked');
    expect((await attempt(PASSWORD, '10.0.0.1', 28)).outcome).toBe('success');
  });

  it('does not lock for failures spread over more than 15 minutes', async () => {
    for (let i = 0; i < LOCKOUT_FAILURES; i++) await attempt('wrong', '10.0.0.1', i * 5);
    expect((await attempt(PASSWORD, '10.0.0.1', 21)).outcome).toBe('success');
  });

  it('counts usernames longer than the column like any other, and locks them', async () => {
    const long = 'u'.repeat(150);
    for (let i = 0; i < LOCKOUT_FAILURES; i++)
      expect((await attempt('wrong', '10.0.0.1', i, long)).outcome).toBe('invalid');
    expect((await attempt('wrong', '10.0.0.1', 6, long)).outcome).toBe('locked');
    expect((await attempt(PASSWORD, '10.0.0.1', 6)).outcome).toBe('success');
  });

  it('locks an address after 100 failures in an hour across usernames', async () => {
    for (let i = 0; i < ADDRESS_FAILURES_PER_HOUR; i++) {
      expect((await attempt('wrong', '10.0.0.9', Math.floor(i / 2), `user${i}`)).outcome).toBe('invalid');
    }
    expect((await attempt(PASSWORD, '10.0.0.9', 50)).outcome).toBe('locked');
    expect((await attempt(PASSWORD, '10.0.0.8', 50)).outcome).toBe('success');
    expect((await attempt(PASSWORD, '10.0.0.9', 61)).outcome).toBe('success');
  });
});

describe('sessions', () => {
  it('stores only the hash of the token', async () => {
    const result = await attempt(PASSWORD, '10.0.0.1', 0);
    if (result.outcome !== 'success') throw new Error('login failed');
    const rows = await database.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(result.token);
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(await validateSessionToken(database.db, result.token, at(1))).toMatchObject({ user: { username: 'admin' } });
    expect(await validateSessionToken(database.db, `${result.token}x`, at(1))).toBeNull();
  });

  it('clears sessions past their deadline and keeps the live ones', async () => {
    const early = await attempt(PASSWORD, '10.0.0.1', 0);
    const late = await attempt(PASSWORD, '10.0.0.1', 40);
    if (early.outcome !== 'success' || late.outcome !== 'success') throw new Error('login failed');
    await deleteExpiredSessions(database.db, at(45));
    expect(await database.db.select().from(sessions)).toHaveLength(1);
    expect(await validateSessionToken(database.db, late.token, at(46))).not.toBeNull();
  });
});

describe('changePassword and resetPassword', () => {
  it('needs the current password, applies the policy and ends the other sessions', async () => {
    const first = await attempt(PASSWORD, '10.0.0.1', 0);
    const second = await attempt(PASSWORD, '10.0.0.2', 0);
    if (first.outcome !== 'success' || second.outcome !== 'success') throw new Error('login failed');
    const session = await validateSessionToken(database.db, first.token, at(1));
    const change = (currentPassword: string, newPassword: string) =>
      changePassword(database.db, {
        userId: first.user.id,
        sessionId: session!.sessionId,
        currentPassword,
        newPassword,
      });
    expect(await change('nope', 'a fine new password')).toEqual({ outcome: 'wrong-current' });
    expect((await change(PASSWORD, 'qwerty123')).outcome).toBe('rejected');
    expect(await change(PASSWORD, 'a fine new password')).toEqual({ outcome: 'changed' });
    expect(await validateSessionToken(database.db, first.token, at(2))).not.toBeNull();
    expect(await validateSessionToken(database.db, second.token, at(2))).toBeNull();
  });

  it('resets a forgotten password and ends every session', async () => {
    const first = await attempt(PASSWORD, '10.0.0.1', 0);
    if (first.outcome !== 'success') throw new Error('login failed');
    expect(await resetPassword(database.db, 'admin', 'the new one is long')).toBe(true);
    expect(await validateSessionToken(database.db, first.token, at(1))).toBeNull();
    expect((await attempt('the new one is long', '10.0.0.1', 2)).outcome).toBe('success');
    expect(await resetPassword(database.db, 'nobody', 'whatever it is')).toBe(false);
    const [admin] = await database.db.select().from(users).where(eq(users.username, 'admin'));
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$/);
  });
});

describe('passwordProblem', () => {
  it('asks for 8 characters, accepts 128 and refuses the commonest passwords, with no composition rules', () => {
    expect(passwordProblem('1234567')).toMatch(/at least 8/);
    expect(passwordProblem('abcdefgh')).toMatch(/too common/);
    expect(passwordProblem('Password1')).toMatch(/too common/);
    expect(passwordProblem('x'.repeat(128))).toBeNull();
    expect(passwordProblem('all lowercase words')).toBeNull();
    expect(passwordProblem('राम राम')).toMatch(/at least 8/);
    expect(passwordProblem('श्री राम जय राम')).toBeNull();
  });

  it('refuses a password of only spaces', () => {
    expect(passwordProblem('        ')).toBe('New password must not be only spaces');
    expect(passwordProblem('\t \u00a0\u3000 \n   ')).toBe('New password must not be only spaces');
  });
});
