import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from './client.js';

export const BACKUP_FORMAT = 'bhakti-sangrah-backup';
/**
 * 2 added readers' corrections; 3 texts' other titles and keywords (a server that knows only
 * version 2 would restore a version 3 backup without them, so it refuses it instead).
 */
export const BACKUP_VERSION = 3;

/**
 * What a backup holds, parents before children. Accounts, sessions and login failures are
 * left out on purpose: a backup file must not carry password hashes; the first admin is
 * recreated from ADMIN_USERNAME / ADMIN_PASSWORD on the restored instance.
 */
export const BACKUP_TABLES = [
  'categories',
  'deities',
  'devotional_texts',
  'text_contents',
  'text_revisions',
  'images',
  'contact_messages',
  'newsletter_subscribers',
  'corrections',
] as const;
type BackupTable = (typeof BACKUP_TABLES)[number];

/** Tables that version 1 backups (before readers' corrections) do not have: restored as empty. */
const ADDED_IN_VERSION_2: ReadonlySet<BackupTable> = new Set(['corrections']);

/**
 * Columns added to a table since version 1, with the value a row of an earlier backup gets
 * (restoring takes a missing column as null, which these refuse).
 */
const ADDED_COLUMNS: Partial<Record<BackupTable, Record<string, unknown>>> = {
  devotional_texts: { alternative_titles: [], keywords: [] },
};

/**
 * Columns that name an account, which a backup leaves out: restored as null (a correction's
 * `resolved_by` is who resolved it; its status and time stay).
 */
const ACCOUNT_COLUMNS: Partial<Record<BackupTable, string>> = { corrections: 'resolved_by' };

export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  tables: Record<BackupTable, unknown[]>;
}

export class RestoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreError';
  }
}

/** Every row of every library table as PostgreSQL renders it in JSON (bytea as hex, times as ISO). */
export async function createBackup(db: Db): Promise<Backup> {
  return db.transaction(
    async (tx) => {
      const tables = {} as Record<BackupTable, unknown[]>;
      for (const table of BACKUP_TABLES) {
        const result = await tx.execute(
          sql.raw(`SELECT coalesce(json_agg(t ORDER BY t.id), '[]'::json) AS rows FROM ${table} t`),
        );
        const [row] = rowsOf<{ rows: unknown[] | string }>(result);
        const rows = typeof row?.rows === 'string' ? (JSON.parse(row.rows) as unknown[]) : (row?.rows ?? []);
        tables[table] = withoutAccounts(table, rows);
      }
      return { format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: new Date().toISOString(), tables };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

function withoutAccounts(table: BackupTable, rows: unknown[]): unknown[] {
  const column = ACCOUNT_COLUMNS[table];
  return column ? rows.map((row) => ({ ...(row as Record<string, unknown>), [column]: null })) : rows;
}

/** The rows with the columns added since their backup's version, at their first values. */
function withAddedColumns(table: BackupTable, rows: unknown[]): unknown[] {
  const added = ADDED_COLUMNS[table];
  return added ? rows.map((row) => ({ ...added, ...(row as Record<string, unknown>) })) : rows;
}

/**
 * The backup's tables, checked; a backup of an earlier version gets the tables added since
 * as empty lists and the columns added since at their first values.
 */
function checkedTables(value: unknown): Backup['tables'] {
  const backup = value as Partial<Backup> | null;
  if (backup?.format !== BACKUP_FORMAT) throw new RestoreError('This file is not a Bhakti Sangrah backup');
  const { version } = backup;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > BACKUP_VERSION) {
    throw new RestoreError(`Unsupported backup version ${String(version)}`);
  }
  const tables = {} as Backup['tables'];
  for (const table of BACKUP_TABLES) {
    const rows = backup.tables?.[table] ?? (version === 1 && ADDED_IN_VERSION_2.has(table) ? [] : undefined);
    if (!Array.isArray(rows)) throw new RestoreError(`The backup has no "${table}" list`);
    tables[table] = withAddedColumns(table, rows);
  }
  return tables;
}

/**
 * Restores a backup into an instance whose library is empty, keeping every id, in one
 * transaction; the id sequences continue after the restored rows.
 */
export async function restoreBackup(db: Db, backup: unknown): Promise<Record<BackupTable, number>> {
  const tables = checkedTables(backup);
  return db.transaction(async (tx) => {
    const counts = {} as Record<BackupTable, number>;
    for (const table of BACKUP_TABLES) {
      const [existing] = rowsOf<{ n: number | string }>(
        await tx.execute(sql.raw(`SELECT count(*) AS n FROM ${table}`)),
      );
      if (Number(existing?.n) > 0) throw new RestoreError(`Restore needs an empty library, but "${table}" has rows`);
    }
    for (const table of BACKUP_TABLES) {
      const rows = tables[table];
      counts[table] = rows.length;
      if (rows.length === 0) continue;
      await tx.execute(
        sql`INSERT INTO ${sql.raw(table)} SELECT * FROM json_populate_recordset(NULL::${sql.raw(table)}, ${JSON.stringify(rows)}::json)`,
      );
      await tx.execute(
        sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`),
      );
    }
    return counts;
  });
}
