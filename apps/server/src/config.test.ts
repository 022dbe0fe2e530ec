import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems;
  }
}

describe('PUBLIC_URL', () => {
  it('is required in production, so that no link is built from the Host header', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      "PUBLIC_URL: PUBLIC_URL must be set in production (NODE_ENV=production): the site's links are built from it",
    ]);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://bhakti.example' }).PUBLIC_URL).toBe(
      'https://bhakti.example',
    );
  });

  it('may be left out in development, where links use the request origin', () => {
    expect(loadConfig({}).PUBLIC_URL).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'development' }).PUBLIC_URL).toBeUndefined();
  });
});

describe('the first admin', () => {
  it('refuses a password the password policy refuses, and a username longer than an account may have', () => {
    expect(problemsOf({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'short' })).toEqual([
      'ADMIN_PASSWORD: ADMIN_PASSWORD must be at least 8 characters long',
    ]);
    expect(problemsOf({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'password1' })).toEqual([
      'ADMIN_PASSWORD: This password is too common; choose a less guessable one',
    ]);
    expect(problemsOf({ ADMIN_USERNAME: 'a'.repeat(101), ADMIN_PASSWORD: 'a long passphrase' })).toEqual([
      'ADMIN_USERNAME: ADMIN_USERNAME must be at most 100 characters',
    ]);
    expect(
      loadConfig({ ADMIN_USERNAME: 'a'.repeat(100), ADMIN_PASSWORD: 'a long passphrase' }).ADMIN_USERNAME,
    ).toHaveLength(100);
  });
});
