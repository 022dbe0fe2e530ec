import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { CATEGORY_TYPES, LANGUAGE_CODES, type CategoryType } from '@bhakti/core';

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const slugCheck = (column: string) => sql.raw(`${column} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND ${column} !~ '^[0-9]+$'`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Limits shared by the schema and the API validation (characters, not bytes). */
export const LIMITS = {
  title: 200,
  slug: 200,
  name: 100,
  description: 2000,
  author: 200,
  iconName: 100,
  imageUrl: 2000,
  content: 200_000,
  email: 254,
  subject: 200,
  message: 5000,
  username: 100,
  /** One of a text's keywords ("before starting any work"); its other titles are as long as titles. */
  keyword: 100,
} as const;

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: LIMITS.name }).notNull(),
    slug: varchar('slug', { length: LIMITS.slug }).notNull().unique(),
    type: varchar('type', { length: 16 }).$type<CategoryType>().notNull(),
    description: varchar('description', { length: LIMITS.description }),
    iconName: varchar('icon_name', { length: LIMITS.iconName }),
  },
  (t) => [
    check('categories_type_check', sql`${t.type} IN (${sqlList(CATEGORY_TYPES)})`),
    check('categories_slug_check', slugCheck('slug')),
  ],
);

export const deities = pgTable(
  'deities',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: LIMITS.name }).notNull(),
    slug: varchar('slug', { length: LIMITS.slug }).notNull().unique(),
    description: varchar('description', { length: LIMITS.description }),
    imageUrl: varchar('image_url', { length: LIMITS.imageUrl }),
    /** Other names devotees search by (Bajrangbali, Anjaneya, Maruti for Hanuman). */
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  () => [check('deities_slug_check', slugCheck('slug'))],
);

export const devotionalTexts = pgTable(
  'devotional_texts',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: LIMITS.title }).notNull(),
    slug: varchar('slug', { length: LIMITS.slug }).notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    deityId: integer('deity_id').references(() => deities.id, { onDelete: 'set null' }),
    description: varchar('description', { length: LIMITS.description }),
    author: varchar('author', { length: LIMITS.author }),
    popularity: integer('popularity').notNull().default(0),
    isPopular: boolean('is_popular').notNull().default(false),
    /** Other names the text is known by ("1000 names of Vishnu"): searched like its title. */
    alternativeTitles: text('alternative_titles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Words devotees search by that name no title ("before starting any work"): searched like its metadata. */
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('devotional_texts_slug_check', slugCheck('slug')),
    check('devotional_texts_slug_reserved', sql`${t.slug} NOT IN ('popular', 'category', 'deity')`),
    check('devotional_texts_popularity_check', sql`${t.popularity} >= 0`),
    index('devotional_texts_category_idx').on(t.categoryId),
    index('devotional_texts_deity_idx').on(t.deityId),
    // The listing order (lower(title), id), whole and within a category or deity: pages are read from these.
    index('devotional_texts_title_order_idx').on(sql`lower(${t.title})`, t.id),
    index('devotional_texts_category_title_order_idx').on(t.categoryId, sql`lower(${t.title})`, t.id),
    index('devotional_texts_deity_title_order_idx').on(t.deityId, sql`lower(${t.title})`, t.id),
  ],
);

/** The text a content or revision belongs to (and is deleted with). */
const textOf = () =>
  integer('devotional_text_id')
    .notNull()
    .references(() => devotionalTexts.id, { onDelete: 'cascade' });

export const textContents = pgTable(
  'text_contents',
  {
    id: serial('id').primaryKey(),
    devotionalTextId: textOf(),
    languageCode: varchar('language_code', { length: 8 }).notNull(),
    content: text('content').notNull(),
    isTransliteration: boolean('is_transliteration').notNull().default(false),
  },
  (t) => [
    uniqueIndex('text_contents_text_language_unique').on(t.devotionalTextId, t.languageCode, t.isTransliteration),
    check('text_contents_language_check', sql`${t.languageCode} IN (${sqlList(LANGUAGE_CODES)})`),
    check(
      'text_contents_content_check',
      sql`char_length(${t.content}) BETWEEN 1 AND ${sql.raw(String(LIMITS.content))}`,
    ),
  ],
);

/** Previous versions of a text: a JSON snapshot taken before each update. */
export const textRevisions = pgTable(
  'text_revisions',
  {
    id: serial('id').primaryKey(),
    devotionalTextId: textOf(),
    snapshot: jsonb('snapshot').notNull(),
    reason: varchar('reason', { length: 40 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('text_revisions_text_idx').on(t.devotionalTextId, t.id)],
);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: varchar('username', { length: LIMITS.username }).notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  email: varchar('email', { length: LIMITS.email }),
  isAdmin: boolean('is_admin').notNull().default(false),
  createdAt: createdAt(),
});

/** Lucia-style sessions: the id is the SHA-256 of the bearer token, never the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed admin logins, counted per username and address for throttling and lockout. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: LIMITS.username }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_username_ip_idx').on(t.username, t.ip, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: LIMITS.name }).notNull(),
  email: varchar('email', { length: LIMITS.email }).notNull(),
  subject: varchar('subject', { length: LIMITS.subject }).notNull(),
  message: varchar('message', { length: LIMITS.message }).notNull(),
  createdAt: createdAt(),
});

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: LIMITS.email }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_unique').on(sql`lower(${t.email})`)],
);

/** Uploaded images live in the database so that app instances stay stateless. */
export const images = pgTable('images', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  contentType: varchar('content_type', { length: 40 }).notNull(),
  data: bytea('data').notNull(),
  byteLength: bigint('byte_length', { mode: 'number' }).notNull(),
  createdAt: createdAt(),
});

/** The kinds of search entry, from the most to the least telling place for a match. */
export const SEARCH_ENTRY_KINDS = ['title', 'meta', 'first', 'about', 'verse'] as const;
export type SearchEntryKind = (typeof SEARCH_ENTRY_KINDS)[number];

/**
 * Derived data for the PostgreSQL search engine, rewritten inside every write's
 * transaction: one row per searchable piece of a text (its title; its title, deity,
 * aliases, category and author together; its description; each verse of each content)
 * with the original words and their search key (packages/core searchKey).
 */
export const searchEntries = pgTable(
  'search_entries',
  {
    id: serial('id').primaryKey(),
    textId: integer('text_id')
      .notNull()
      .references(() => devotionalTexts.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).$type<SearchEntryKind>().notNull(),
    languageCode: varchar('language_code', { length: 8 }),
    isTransliteration: boolean('is_transliteration').notNull().default(false),
    /** 1-based verse number within its content (verse and first entries). */
    verse: integer('verse'),
    original: text('original').notNull(),
    key: text('key').notNull(),
    tsv: tsvector('tsv')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('simple'::regconfig, ${searchEntries.key})`),
  },
  (t) => [
    check('search_entries_kind_check', sql`${t.kind} IN (${sqlList(SEARCH_ENTRY_KINDS)})`),
    index('search_entries_text_idx').on(t.textId),
    // One index per tier, so that a common word's title matches never wait behind its verse
    // matches; without a pending list (fastupdate), which only a vacuum would merge and
    // every search would read through (the embedded database never vacuums by itself).
    index('search_entries_title_tsv_idx')
      .using('gin', t.tsv)
      .where(sql`${t.kind} = 'title'`)
      .with({ fastupdate: false }),
    index('search_entries_meta_tsv_idx')
      .using('gin', t.tsv)
      .where(sql`${t.kind} IN ('meta', 'first', 'about')`)
      .with({ fastupdate: false }),
    index('search_entries_verse_tsv_idx')
      .using('gin', t.tsv)
      .where(sql`${t.kind} = 'verse'`)
      .with({ fastupdate: false }),
  ],
);

/**
 * Every word (search key) that occurs in search_entries, with its skeleton: the
 * vocabulary in which typos, prefixes and Sanskrit/Hindi spellings are looked up.
 * Words are added by each write and only removed by a rebuild; a word no text uses
 * any more matches nothing.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    skeleton: text('skeleton').notNull(),
  },
  (t) => [
    index('search_terms_skeleton_idx').on(t.skeleton),
    index('search_terms_term_trgm_idx')
      .using('gin', sql`${t.term} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/**
 * Which version of the search key the derived search data was built with: when
 * packages/core changes the key, the server rebuilds the search data on its next start.
 */
export const searchIndexState = pgTable('search_index_state', {
  id: integer('id').primaryKey(),
  keyVersion: integer('key_version').notNull(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
});

export const CORRECTION_STATUSES = ['open', 'accepted', 'dismissed'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

/** Limits of a reader's report of a mistake (characters). */
export const CORRECTION_LIMITS = { problem: 2000, suggestion: 5000, script: 16 } as const;

/**
 * A reader's report of a mistake in one verse of a text (docs/product.md, "Report a
 * mistake"): where they read it and what they say; an admin accepts or dismisses it.
 */
export const corrections = pgTable(
  'corrections',
  {
    id: serial('id').primaryKey(),
    devotionalTextId: textOf(),
    languageCode: varchar('language_code', { length: 8 }).notNull(),
    isTransliteration: boolean('is_transliteration').notNull().default(false),
    /** The reading page's `?script=` view (`telugu`, `iast` …); null when it showed the stored script. */
    script: varchar('script', { length: CORRECTION_LIMITS.script }),
    verse: integer('verse').notNull(),
    problem: varchar('problem', { length: CORRECTION_LIMITS.problem }).notNull(),
    suggestion: varchar('suggestion', { length: CORRECTION_LIMITS.suggestion }),
    status: varchar('status', { length: 16 }).$type<CorrectionStatus>().notNull().default('open'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('corrections_language_check', sql`${t.languageCode} IN (${sqlList(LANGUAGE_CODES)})`),
    check('corrections_status_check', sql`${t.status} IN (${sqlList(CORRECTION_STATUSES)})`),
    check('corrections_verse_check', sql`${t.verse} >= 1`),
    check('corrections_problem_check', sql`char_length(${t.problem}) >= 1`),
    index('corrections_status_idx').on(t.status, t.createdAt),
    index('corrections_text_idx').on(t.devotionalTextId),
  ],
);
