import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';
import { generateSessionToken, sessionIdFromToken } from './session-token.js';

describe('password hashing', () => {
  it('uses argon2id with at least m=19456, t=2, p=1', async () => {
    const encoded = await hashPassword('correct horse');
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(encoded);
    expect(match).not.toBeNull();
    const [, m, t, p] = match!.map(Number);
    expect(m).toBeGreaterThanOrEqual(19_456);
    expect(t).toBeGreaterThanOrEqual(2);
    expect(p).toBe(1);
  });

  it('gives equal passwords different hashes', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('does not truncate: a 100-character Devanagari password works and a one-character change fails', async () => {
    const password = 'ॐ नमः शिवाय '.repeat(9).slice(0, 100);
    expect([...password]).toHaveLength(100);
    const encoded = await hashPassword(password);
    expect(await verifyPassword(encoded, password)).toBe(true);
    const changed = `${password.slice(0, 99)}क`;
    expect(await verifyPassword(encoded, changed)).toBe(false);
  });

  it('rejects a malformed hash instead of throwing', async () => {
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });
});

describe('session tokens', () => {
  it('are at least 128 random bits and distinct', () => {
    const tokens = new Set(Array.from({ length: 100 }, generateSessionToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token.length * 5).toBeGreaterThanOrEqual(128);
  });

  it('are stored as a SHA-256 hex digest, never as themselves', () => {
    const token = generateSessionToken();
    const id = sessionIdFromToken(token);
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(id).not.toContain(token);
    expect(sessionIdFromToken(token)).toBe(id);
  });
});
