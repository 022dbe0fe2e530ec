import { z } from 'zod';
import { passwordProblem } from '@bhakti/auth';
import { LIMITS } from '@bhakti/db';
import { DEFAULT_MAX_EVENT_LOOP_DELAY_MS } from './load-shedding.js';
import { defaultWorkerThreads } from './worker-threads.js';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const optionalUrl = (label: string, protocols: RegExp) =>
  optionalString.refine(
    (value) => value === undefined || (URL.canParse(value) && protocols.test(new URL(value).protocol)),
    `${label} must be a URL (${protocols.source.replace(/[\^$()]/g, '').replaceAll('|', ', ')})`,
  );

const EnvSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'PORT must be a whole number' })
      .int('PORT must be a whole number')
      .min(0, 'PORT must be between 0 and 65535')
      .max(65535, 'PORT must be between 0 and 65535')
      .default(3000),
    HOST: optionalString.transform((value) => value ?? '0.0.0.0'),
    DATABASE_URL: optionalUrl('DATABASE_URL', /^(postgres|postgresql):$/),
    DATA_DIR: optionalString.transform((value) => value ?? './data'),
    STARTER_LIBRARY: optionalString.transform((value, ctx) => {
      if (value === undefined || value === 'true') return true;
      if (value === 'false') return false;
      ctx.addIssue({ code: 'custom', message: 'STARTER_LIBRARY must be true or false' });
      return true;
    }),
    SEARCH_ENGINE: z
      .enum(['memory', 'postgres'], { error: 'SEARCH_ENGINE must be memory or postgres' })
      .default('memory'),
    MEILISEARCH_HOST: optionalUrl('MEILISEARCH_HOST', /^(http|https):$/),
    MEILISEARCH_API_KEY: optionalString,
    ADMIN_USERNAME: optionalString.refine(
      (value) => value === undefined || [...value].length <= LIMITS.username,
      `ADMIN_USERNAME must be at most ${LIMITS.username} characters`,
    ),
    ADMIN_PASSWORD: optionalString.superRefine((value, ctx) => {
      const problem = value === undefined ? null : passwordProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.replace(/^New password/, 'ADMIN_PASSWORD') });
    }),
    OPENAI_API_KEY: optionalString,
    OPENAI_BASE_URL: optionalUrl('OPENAI_BASE_URL', /^(http|https):$/),
    ANTHROPIC_API_KEY: optionalString,
    ANTHROPIC_BASE_URL: optionalUrl('ANTHROPIC_BASE_URL', /^(http|https):$/),
    GEMINI_API_KEY: optionalString,
    GEMINI_BASE_URL: optionalUrl('GEMINI_BASE_URL', /^(http|https):$/),
    XAI_API_KEY: optionalString,
    XAI_BASE_URL: optionalUrl('XAI_BASE_URL', /^(http|https):$/),
    PUBLIC_URL: optionalUrl('PUBLIC_URL', /^(http|https):$/),
    TRUST_PROXY: optionalString.transform((value, ctx) => parseTrustProxy(value, ctx)),
    RESPONSE_CACHE_MB: z.coerce
      .number({ error: 'RESPONSE_CACHE_MB must be a whole number' })
      .int('RESPONSE_CACHE_MB must be a whole number')
      .min(0, 'RESPONSE_CACHE_MB must be 0 (off) or more')
      .default(64),
    SHED_EVENT_LOOP_DELAY_MS: z.coerce
      .number({ error: 'SHED_EVENT_LOOP_DELAY_MS must be a whole number' })
      .int('SHED_EVENT_LOOP_DELAY_MS must be a whole number')
      .min(0, 'SHED_EVENT_LOOP_DELAY_MS must be 0 (off) or more')
      .default(DEFAULT_MAX_EVENT_LOOP_DELAY_MS),
    WORKER_THREADS: z.coerce
      .number({ error: 'WORKER_THREADS must be a whole number' })
      .int('WORKER_THREADS must be a whole number')
      .min(0, 'WORKER_THREADS must be 0 (the main thread) or more')
      .max(64, 'WORKER_THREADS must be at most 64')
      .default(defaultWorkerThreads()),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    NODE_ENV: optionalString,
  })
  .refine((env) => Boolean(env.ADMIN_USERNAME) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.PUBLIC_URL !== undefined, {
    // Without it, canonical and share links would be built from the request's Host header.
    message: "PUBLIC_URL must be set in production (NODE_ENV=production): the site's links are built from it",
    path: ['PUBLIC_URL'],
  });

/** TRUST_PROXY: true/false, a hop count, or a comma-separated list of addresses/CIDRs. */
function parseTrustProxy(value: string | undefined, ctx: z.RefinementCtx): boolean | number | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value.split(',').map((part) => part.trim());
  if (list.some((part) => !/^[0-9a-fA-F.:/]+$/.test(part))) {
    ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be true, false, a hop count or a list of addresses' });
  }
  return list;
}

export type Config = z.output<typeof EnvSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment; throws one error that lists every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  return parsed.data;
}
