import { z } from 'zod';
import type { Executor } from '@bhakti/db';
import { idParam } from '../schemas.js';
import type { LibraryServices } from '../services/library-write.js';
import { adminProcedure, libraryWriteProcedure, type Meta } from '../trpc.js';
import { adminRoute, type ErrorStatus } from './meta.js';

export const IdInput = z.object({ id: idParam() });

/** An admin DELETE of one thing by its id, answering `{ success: true }`. */
export const deleteProcedure = (
  path: `/${string}`,
  summary: string,
  tag: string,
  errors: ErrorStatus[],
  remove: (services: LibraryServices, id: number) => Promise<void>,
) =>
  libraryWriteProcedure
    .meta(adminRoute('DELETE', path, summary, tag, { errors }))
    .input(IdInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await remove(ctx, input.id);
      return { success: true as const };
    });

/** An admin GET of a whole list. */
export const listProcedure = <Item extends z.ZodType>(
  path: `/${string}`,
  summary: string,
  tag: string,
  item: Item,
  list: (db: Executor) => Promise<Array<z.input<Item>>>,
  /** More meta, such as a `serverRoute` that serves the list in another form. */
  meta: Meta = {},
) =>
  adminProcedure
    .meta({ ...adminRoute('GET', path, summary, tag), ...meta })
    .input(z.void())
    .output(z.array(item))
    .query(({ ctx }) => list(ctx.database.db));
