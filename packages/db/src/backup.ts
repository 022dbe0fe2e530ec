import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from './client.js';

export const BACKUP_FORMAT = 'bhakti-sangrah-backup';
export const BACKUP_VERSION = 1;

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
] as const;
type BackupTable = (typeof BACKUP_TABLES)[number];

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
        tables[table] = typeof row?.rows === 'string' ? (JSON.parse(row.rows) as unknown[]) : (row?.rows ?? []);
      }
      return { format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: new Date().toISOString(), tables };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

function checkBackup(value: unknown): asserts value is Backup {
  const backup = value as Partial<Backup> | null;
  if (backup?.format !== BACKUP_FORMAT) throw new RestoreError('This file is not a Bhakti Sangrah backup');
  if (backup.version !== BACKUP_VERSION) throw new RestoreError(`Unsupported backup version ${String(backup.version)}`);
  for (const table of BACKUP_TABLES) {
    if (!Array.isArray(backup.tables?.[table])) throw new RestoreError(`The backup has no "${table}" list`);
  }
}

/**
 * Restores a backup into an instance whose library is empty, keeping every id, in one
 * transaction; the id sequences continue after the restored rows.
 */
export async function restoreBackup(db: Db, backup: unknown): Promise<Record<BackupTable, number>> {
  checkBackup(backup);
  return db.transaction(async (tx) => {
    const counts = {} as Record<BackupTable, number>;
    for (const table of BACKUP_TABLES) {
      const [existing] = rowsOf<{ n: number | string }>(
        await tx.execute(sql.raw(`SELECT count(*) AS n FROM ${table}`)),
      );
      if (Number(existing?.n) > 0) throw new RestoreError(`Restore needs an empty library, but "${table}" has rows`);
    }
    for (const table of BACKUP_TABLES) {
      const rows = backup.tables[table];
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
