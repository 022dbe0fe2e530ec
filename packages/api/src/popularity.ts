import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@bhakti/db';
import { popularityKeys, type ReadCache } from './read-cache.js';

/** Where a procedure counts a read of a text. */
export interface ReadCounter {
  recordRead(textId: number): void;
}

/**
 * Counts reads of texts in memory and adds them to the database in one statement per
 * flush, so reading a text never waits on a write.
 */
export class PopularityCounter implements ReadCounter {
  private pending = new Map<number, number>();

  constructor(
    private readonly database: Database,
    /**
     * Cached answers that show popularity (the texts read, the popular list) go after a flush;
     * everything else stays.
     */
    private readonly cache?: ReadCache,
  ) {}

  recordRead(textId: number): void {
    this.pending.set(textId, (this.pending.get(textId) ?? 0) + 1);
  }

  /** Adds the counted reads to the database; answers how many texts changed. */
  async flush(): Promise<number> {
    if (this.pending.size === 0) return 0;
    const batch = this.pending;
    this.pending = new Map();
    const rows = sql.join(
      [...batch].map(([id, reads]) => sql`(${id}::integer, ${reads}::integer)`),
      sql`, `,
    );
    let changed: Array<{ slug: string }>;
    try {
      changed = rowsOf<{ slug: string }>(
        await this.database.db.execute(sql`
        UPDATE devotional_texts AS t SET popularity = LEAST(t.popularity::bigint + r.reads, 2147483647)::integer
        FROM (VALUES ${rows}) AS r(id, reads) WHERE t.id = r.id RETURNING t.slug`),
      );
    } catch (error) {
      for (const [id, reads] of batch) this.pending.set(id, (this.pending.get(id) ?? 0) + reads);
      throw error;
    }
    this.cache?.delete(popularityKeys(changed.map(({ slug }) => slug)));
    return batch.size;
  }
}
