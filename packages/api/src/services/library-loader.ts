import { eq } from 'drizzle-orm';
import { categories, deities, devotionalTexts, readStarterLibrary, type Database, type Executor } from '@bhakti/db';
import type { SearchEngine } from '@bhakti/search';
import { fieldError, fieldErrorsFromIssues, isZodError, type FieldError } from '../errors.js';
import { CategoryInputSchema, DeityInputSchema, type ImportSummary } from '../schemas.js';
import { writeLibrary } from './library-write.js';
import { IMPORT_RACE, importTextsWithin, type ImportOptions } from './text-import.js';

/** A library file: categories and deities (matched by slug) and texts that may name them by slug. */
export interface LibraryFile {
  categories?: unknown[];
  deities?: unknown[];
  texts: unknown[];
}

export interface LoadResult extends ImportSummary {
  categoriesCreated: number;
  deitiesCreated: number;
}

function parseAll<T>(items: unknown[], parse: (item: unknown) => T, label: string): T[] {
  const errors: FieldError[] = [];
  const parsed = items.flatMap((item, index) => {
    try {
      return [parse(item)];
    } catch (error) {
      if (!isZodError(error)) throw error;
      errors.push(...fieldErrorsFromIssues(error.issues, { index, within: label }));
      return [];
    }
  });
  if (errors.length > 0) throw fieldError('BAD_REQUEST', `Invalid ${label}`, errors);
  return parsed;
}

async function slugToId(tx: Executor, table: typeof categories | typeof deities, rows: Array<{ slug: string }>) {
  let created = 0;
  for (const row of rows) {
    const [existing] = await tx.select({ id: table.id }).from(table).where(eq(table.slug, row.slug));
    if (!existing) {
      await tx.insert(table).values(row as never);
      created++;
    }
  }
  const all = await tx.select({ id: table.id, slug: table.slug }).from(table);
  return { created, ids: new Map(all.map((row) => [row.slug, row.id])) };
}

/** Replaces `categorySlug` / `deitySlug` with the ids they name. */
function resolveSlugs(texts: unknown[], categoryIds: Map<string, number>, deityIds: Map<string, number>) {
  const errors: FieldError[] = [];
  const resolved = texts.map((text, index) => {
    if (typeof text !== 'object' || text === null) return text;
    const { categorySlug, deitySlug, ...rest } = text as Record<string, unknown>;
    const out: Record<string, unknown> = { ...rest };
    if (typeof categorySlug === 'string' && out.categoryId === undefined) {
      out.categoryId = categoryIds.get(categorySlug);
      if (out.categoryId === undefined)
        errors.push({ index, path: 'categorySlug', message: `No category "${categorySlug}"` });
    }
    if (typeof deitySlug === 'string' && out.deityId === undefined) {
      out.deityId = deityIds.get(deitySlug);
      if (out.deityId === undefined) errors.push({ index, path: 'deitySlug', message: `No deity "${deitySlug}"` });
    }
    return out;
  });
  if (errors.length > 0) throw fieldError('BAD_REQUEST', 'Unknown category or deity', errors);
  return resolved;
}

/**
 * Loads a library file in one library write: nothing is written unless everything is valid.
 * `options.existing` says what becomes of texts whose slug the library has (importTextsWithin).
 */
export async function loadLibrary(
  database: Database,
  search: SearchEngine,
  file: LibraryFile,
  options: ImportOptions = {},
): Promise<LoadResult> {
  const newCategories = parseAll(file.categories ?? [], (c) => CategoryInputSchema.parse(c), 'categories');
  const newDeities = parseAll(file.deities ?? [], (d) => DeityInputSchema.parse(d), 'deities');
  return writeLibrary(
    { database, search },
    async (tx) => {
      const categoryIds = await slugToId(tx, categories, newCategories);
      const deityIds = await slugToId(tx, deities, newDeities);
      const texts = resolveSlugs(file.texts, categoryIds.ids, deityIds.ids);
      const { result, changed } = await importTextsWithin(tx, texts, options);
      return {
        result: { categoriesCreated: categoryIds.created, deitiesCreated: deityIds.created, ...result },
        changed,
      };
    },
    IMPORT_RACE,
  );
}

/** Loads the starter library into a database that has no categories and no texts yet. */
export async function seedStarterLibrary(database: Database, search: SearchEngine): Promise<LoadResult | null> {
  // Whether any row exists, not how many: a count read every text of a large library at each start.
  const [text] = await database.db.select({ id: devotionalTexts.id }).from(devotionalTexts).limit(1);
  const [category] = await database.db.select({ id: categories.id }).from(categories).limit(1);
  if (text || category) return null;
  return loadLibrary(database, search, readStarterLibrary());
}
