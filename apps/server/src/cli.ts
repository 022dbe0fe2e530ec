import { readFileSync, writeFileSync } from 'node:fs';
import { count } from 'drizzle-orm';
import { createBackup, devotionalTexts, restoreBackup } from '@bhakti/db';
import { parseArgs } from 'node:util';
import { loadLibrary, type LibraryFile } from '@bhakti/api';
import { generatePassword, passwordProblem, resetPassword } from '@bhakti/auth';
import { ConfigError, loadConfig } from './config.js';
import { openAppDeps } from './app-deps.js';

const USAGE = `Usage:
  pnpm import-texts FILE [--categories FILE] [--deities FILE] [--update | --skip-existing]
  pnpm reindex                      (rebuilds the search data, and Meilisearch's index when it is used)
  pnpm reset-password USERNAME      (NEW_PASSWORD=... to choose it; otherwise one is generated)
  pnpm backup FILE                  (the whole library as JSON; accounts are not included)
  pnpm restore FILE                 (into an instance whose library is empty)

FILE holds texts in the batch-import shape: one text or an array of texts, or an object
{ "categories": [...], "deities": [...], "texts": [...] }. A text names its category by
"categoryId" or "categorySlug" and its deity by "deityId" or "deitySlug". Categories and
deities are matched by slug; missing ones are created. A file may hold any number of texts
(the admin API takes 500 at a time). All or nothing: one bad text and nothing is imported. A text whose slug exists stops the import, unless --update replaces it
(the old version is kept as a revision; an identical text is left unchanged) or
--skip-existing leaves it as it is. Texts that look like another under another slug (the
same title or first line) are imported and listed as warnings.

With only npm installed, write "npx -y pnpm@10.34.9" where this says "pnpm".`;

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read ${path}: ${(error as Error).message}`);
  }
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

export function libraryFromFiles(textsPath: string, categoriesPath?: string, deitiesPath?: string): LibraryFile {
  const main = readJson(textsPath);
  const base: LibraryFile =
    main && typeof main === 'object' && !Array.isArray(main) && 'texts' in main
      ? (main as LibraryFile)
      : { texts: asList(main) };
  return {
    texts: asList(base.texts),
    categories: [...(base.categories ?? []), ...(categoriesPath ? asList(readJson(categoriesPath)) : [])],
    deities: [...(base.deities ?? []), ...(deitiesPath ? asList(readJson(deitiesPath)) : [])],
  };
}

/** Runs a command against the configured database and closes it afterwards; the commands are batch jobs (bulk writes). */
async function withAppDeps<T>(run: (deps: Awaited<ReturnType<typeof openAppDeps>>) => Promise<T>): Promise<T> {
  const deps = await openAppDeps(loadConfig(), { info: console.log, warn: console.warn }, { bulkWrites: true });
  try {
    return await run(deps);
  } finally {
    await deps.database.close();
  }
}

/** Warnings printed by an import: a large file may bring tens of thousands, which no one reads. */
const PRINTED_WARNINGS = 200;

async function importTextsCommand(args: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      categories: { type: 'string' },
      deities: { type: 'string' },
      update: { type: 'boolean' },
      'skip-existing': { type: 'boolean' },
    },
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new UsageError();
  if (values.update && values['skip-existing']) throw new UsageError('Choose one of --update and --skip-existing.');
  const existing = values.update ? 'update' : values['skip-existing'] ? 'skip' : 'stop';
  const library = libraryFromFiles(file, values.categories, values.deities);
  const result = await withAppDeps((deps) => loadLibrary(deps.database, deps.search, library, { existing }));
  console.log(
    `Imported ${result.texts.length} text(s); created ${result.categoriesCreated} categor(ies) and ${result.deitiesCreated} deit(ies).`,
  );
  console.log(
    `Texts: ${result.created} created, ${result.updated} updated, ${result.skipped} skipped, ${result.unchanged} unchanged.`,
  );
  if (result.warnings.length > 0) {
    console.log('Warnings (the texts were imported all the same):');
    for (const warning of result.warnings.slice(0, PRINTED_WARNINGS))
      console.log(`  - item ${warning.index} (${warning.slug}): ${warning.message}`);
    const more = result.warnings.length - PRINTED_WARNINGS;
    if (more > 0) console.log(`  … and ${more} more warning(s), not shown.`);
  }
}

class UsageError extends Error {
  constructor(problem?: string) {
    super(problem ? `${problem}\n\n${USAGE}` : USAGE);
  }
}

function describeFailure(error: unknown): string {
  const errors = (error as { cause?: { errors?: Array<{ index?: number; path: string; message: string }> } }).cause
    ?.errors;
  if (!errors) return error instanceof Error ? error.message : String(error);
  const lines = errors.map((e) => `  - ${e.index === undefined ? '' : `item ${e.index}: `}${e.path}: ${e.message}`);
  return `${(error as Error).message}\n${lines.join('\n')}`;
}

/** Sets a new password for a forgotten one: NEW_PASSWORD from the environment, or a generated one printed once. */
async function resetPasswordCommand(args: string[]): Promise<void> {
  const [username] = args;
  if (!username || args.length > 1) throw new UsageError();
  const chosen = process.env.NEW_PASSWORD;
  const problem = chosen ? passwordProblem(chosen) : null;
  if (problem) throw new Error(problem);
  const password = chosen ?? generatePassword();
  const found = await withAppDeps((deps) => resetPassword(deps.database.db, username, password));
  if (!found) throw new Error(`No user "${username}"`);
  console.log(`The password of ${username} was reset and every session of ${username} ended.`);
  if (!chosen) console.log(`New password: ${password}\nWrite it down now: it is not shown again.`);
}

async function backupCommand(args: string[]): Promise<void> {
  const [file] = args;
  if (!file || args.length > 1) throw new UsageError();
  const backup = await withAppDeps((deps) => createBackup(deps.database.db));
  writeFileSync(file, JSON.stringify(backup));
  const counts = Object.entries(backup.tables).map(([table, rows]) => `${table} ${rows.length}`);
  console.log(`Wrote ${file}: ${counts.join(', ')}.`);
}

async function restoreCommand(args: string[]): Promise<void> {
  const [file] = args;
  if (!file || args.length > 1) throw new UsageError();
  const backup = readJson(file);
  const counts = await withAppDeps(async (deps) => {
    const restored = await restoreBackup(deps.database.db, backup);
    await deps.search.rebuild();
    return restored;
  });
  console.log(
    `Restored ${file}: ${Object.entries(counts)
      .map(([table, n]) => `${table} ${n}`)
      .join(', ')}.`,
  );
}

/** Recomputes every text's search data, and refills Meilisearch's index when it is used. */
async function reindexCommand(args: string[]): Promise<void> {
  if (args.length > 0) throw new UsageError();
  const texts = await withAppDeps(async (deps) => {
    await deps.search.rebuild();
    const [row] = await deps.database.db.select({ n: count() }).from(devotionalTexts);
    return Number(row?.n ?? 0);
  });
  console.log(`Re-indexed ${texts} text(s) for search.`);
}

const commands: Record<string, (args: string[]) => Promise<void>> = {
  reindex: reindexCommand,
  backup: backupCommand,
  restore: restoreCommand,
  'import-texts': importTextsCommand,
  'reset-password': resetPasswordCommand,
};

const [command = '', ...rest] = process.argv.slice(2);
const run = commands[command];
if (!run) {
  console.error(USAGE);
  process.exit(2);
}
run(rest).catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError) console.error(error.message);
  else console.error(describeFailure(error));
  process.exit(1);
});
