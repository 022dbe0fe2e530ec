import type { FastifyBaseLogger } from 'fastify';
import { readSearchSummariesInAdvance, seedStarterLibrary, type AppDeps } from '@bhakti/api';
import { MemorySearchEngine, indexUnindexedTexts } from '@bhakti/search';
import { deleteExpiredSessions, ensureFirstAdmin } from '@bhakti/auth';
import { ConfigError, loadConfig } from './config.js';
import { buildApp } from './app.js';
import { openAppDeps } from './app-deps.js';

const POPULARITY_FLUSH_MS = 5_000;
const SESSION_SWEEP_MS = 60 * 60_000;
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const bootLog = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m) };
  const deps = await openAppDeps(config, bootLog);
  const app = await buildApp({ config, deps });
  const seeded = config.STARTER_LIBRARY ? await seedStarterLibrary(deps.database, deps.search) : null;
  if (!config.STARTER_LIBRARY) app.log.info('STARTER_LIBRARY=false: the starter library is not loaded');
  if (seeded) {
    app.log.info(
      { texts: seeded.texts.length, categories: seeded.categoriesCreated, deities: seeded.deitiesCreated },
      'loaded the starter library into the empty database',
    );
  }
  const admin = await ensureFirstAdmin(deps.database.db, {
    username: config.ADMIN_USERNAME,
    password: config.ADMIN_PASSWORD,
  });
  if (admin?.generatedPassword) {
    // Printed once, to the console only, never to the JSON log.
    console.log(
      `\nCreated the first admin account.\n  username: ${admin.username}\n  password: ${admin.generatedPassword}\n` +
        'Write the password down now: it is not shown again. Change it in the admin portal (Account Settings),\n' +
        'or reset it with: npx -y pnpm@10.34.9 reset-password USERNAME\n',
    );
  } else if (admin) {
    app.log.info({ username: admin.username }, 'created the first admin account from ADMIN_USERNAME');
  }
  const flushTimer = setInterval(() => {
    deps.popularity.flush().catch((error: unknown) => app.log.error({ err: error }, 'popularity flush failed'));
  }, POPULARITY_FLUSH_MS);
  // Ended sessions are refused anyway; this only keeps their rows from piling up.
  const sweepTimer = setInterval(() => {
    deleteExpiredSessions(deps.database.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'clearing ended sessions failed'),
    );
  }, SESSION_SWEEP_MS);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    clearInterval(flushTimer);
    clearInterval(sweepTimer);
    // close() ends the connections idle at that moment; a keep-alive connection whose request
    // finishes later (a compressed answer is streamed) would hold the server open: end those
    // as they fall idle.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(closeIdle);
    await deps.popularity.flush().catch((error: unknown) => app.log.error({ err: error }, 'final flush failed'));
    // The search thread reads through the database: stopped before it closes.
    if (deps.search instanceof MemorySearchEngine) await deps.search.close();
    await deps.database.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { database: deps.database.kind, location: deps.database.location, search: deps.search.name },
    `Bhakti Sangrah is listening on http://localhost:${config.PORT}`,
  );
  void prepareSearchAfterListening(deps, app.log);
}

/**
 * What reads the whole library for search, done once the server answers: indexing any text
 * without search data (and refreshing the embedded database's statistics), reading the
 * search data into memory (the database answers searches meanwhile), then texts' summaries
 * into the read cache.
 */
async function prepareSearchAfterListening(deps: AppDeps, log: FastifyBaseLogger): Promise<void> {
  try {
    const indexed = await indexUnindexedTexts(deps.database);
    if (indexed.length > 0) {
      await deps.search.textsChanged(indexed);
      log.info({ texts: indexed.length }, 'indexed texts that had no search data');
    }
  } catch (error) {
    log.warn({ err: error }, 'texts without search data could not be indexed; run "pnpm reindex"');
  }
  if (deps.search instanceof MemorySearchEngine) {
    const started = performance.now();
    await deps.search.load().then(
      () => log.info({ ms: Math.round(performance.now() - started) }, 'search data loaded into memory'),
      (error: unknown) => log.warn({ err: error }, 'search data could not be loaded into memory; the database answers'),
    );
  }
  await readSearchSummariesInAdvance(deps).then(
    (texts) => log.info({ texts }, "texts' search summaries read in advance"),
    (error: unknown) => log.warn({ err: error }, "texts' search summaries could not be read in advance"),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof Error && error.name === 'DataDirectoryLockedError') console.error(error.message);
  else console.error('Bhakti Sangrah could not start:', error);
  process.exit(1);
});
