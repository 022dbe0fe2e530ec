import type { Executor } from '@bhakti/db';
import { reindexTextsWithin } from '@bhakti/search';
import type { Context } from '../context.js';
import { rethrowConflict } from '../errors.js';

/** What a library write needs: the database, and the search engine to tell afterwards. */
export type LibraryServices = Pick<Context, 'database' | 'search'>;

/** What a write did: its answer, and the texts whose search data it touched. */
export interface LibraryChange<T> {
  result: T;
  /** Texts created or changed, or whose category or deity changed. */
  changed?: readonly number[];
  /** Texts deleted. */
  removed?: readonly number[];
}

export const SLUG_RACE = 'The slug was taken by another change at the same time; nothing was saved';

/**
 * The one way the library is written. `write` runs in a transaction that also recomputes the
 * search data of the texts it names, so both commit or roll back together; a unique key taken
 * by a concurrent write becomes a 409 with `raceMessage`; after the commit the search engine
 * is told.
 */
export async function writeLibrary<T>(
  services: LibraryServices,
  write: (tx: Executor) => Promise<LibraryChange<T>>,
  raceMessage = SLUG_RACE,
): Promise<T> {
  const {
    result,
    changed = [],
    removed = [],
  } = await services.database.db
    .transaction(async (tx) => {
      const change = await write(tx);
      await reindexTextsWithin(tx, [...(change.changed ?? []), ...(change.removed ?? [])]);
      return change;
    })
    .catch(rethrowConflict(raceMessage));
  if (changed.length > 0) await services.search.textsChanged(changed);
  if (removed.length > 0) await services.search.textsRemoved(removed);
  return result;
}
