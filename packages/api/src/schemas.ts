import { z } from 'zod';
import {
  CATEGORY_TYPES,
  HONEYPOT_FIELD,
  LANGUAGE_CODES,
  MAX_PAGE_LIMIT,
  TITLE_LETTERS,
  SCRIPT_IDS,
  charLength,
  normalizeContent,
  slugProblem,
} from '@bhakti/core';
import { CORRECTION_LIMITS, CORRECTION_STATUSES, LIMITS } from '@bhakti/db';
import './zod-messages.js';

export const MAX_ID = 2_147_483_647;

/** A fresh schema each time: the REST adapter turns route-parameter schemas into coercing ones in place. */
export const idSchema = () =>
  z
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .min(1, 'Must be between 1 and 2147483647')
    .max(MAX_ID, 'Must be between 1 and 2147483647');

/** An id in a path is text: only its canonical decimal form (`1`, not `01`, `+1`, `1.0`, `1e0` or `0x1`). */
const CANONICAL_ID = /^(0|[1-9][0-9]{0,9})$/;

/**
 * A route-parameter id: a number, or its canonical decimal text. Not a bare number schema,
 * so the REST adapter's coercion (which reads `0x1` and `1e0` as 1) never applies to it;
 * other text fails as `abc` does.
 */
export const idParam = () =>
  z.preprocess((value) => (typeof value === 'string' && CANONICAL_ID.test(value) ? Number(value) : value), idSchema());

/** A whole number in a query string: only its canonical decimal text, as for idParam. */
const wholeNumberParam = (min: number, max: number, description: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && CANONICAL_ID.test(value) ? Number(value) : value),
    z
      .number({ error: 'Must be a whole number' })
      .int('Must be a whole number')
      .min(min, `Must be between ${min} and ${max}`)
      .max(max, `Must be between ${min} and ${max}`)
      // On the number itself: the document describes the schema inside the preprocess.
      .meta({ description }),
  );

/** Optional paging of a list: without either, the whole list (the answer the contract gives). */
export const pageFields = () => ({
  limit: wholeNumberParam(
    1,
    MAX_PAGE_LIMIT,
    `At most this many items (1 to ${MAX_PAGE_LIMIT}); without it, every item from offset on`,
  ).optional(),
  offset: wholeNumberParam(
    0,
    MAX_ID,
    'Skip this many items of the list first (default 0); past the end the answer is []',
  ).optional(),
});

export const TitleLetterSchema = z
  .preprocess(
    (value) => (typeof value === 'string' ? value.toLowerCase() : value),
    z.enum(TITLE_LETTERS, { error: 'Must be a letter from a to z, or other' }),
  )
  .meta({ description: "Only titles beginning with this letter (a to z, any case), or 'other' for the rest" });

const lengthAtMost = (max: number, label: string) =>
  [(value: string) => charLength(value) <= max, `${label} must be at most ${max} characters`] as const;

/** C0 controls other than tab, line feed and carriage return; DEL; C1 controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is its purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** For `.refine`: text as people type it, never NUL or another control character (tab and new lines are fine). */
export const withoutControlCharacters = (label: string) =>
  [(value: string) => !CONTROL_CHARACTER.test(value), `${label} must not contain control characters`] as const;

/** A required single-line text field: trimmed, NFC, 1..max characters. */
export const requiredText = (label: string, max: number, missing = `${label} is required`) =>
  z
    .string({ error: missing })
    .transform((value) => value.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .min(1, missing)
        .refine(...lengthAtMost(max, label))
        .refine(...withoutControlCharacters(label)),
    );

/** An optional field: trimmed, and an empty string becomes null. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .nullish()
    .transform((value) => {
      const trimmed = value?.normalize('NFC').trim() ?? '';
      return trimmed === '' ? null : trimmed;
    })
    .pipe(
      z
        .string()
        .refine(...lengthAtMost(max, label))
        .refine(...withoutControlCharacters(label))
        .nullable(),
    );

export const SlugSchema = z
  .string({ error: 'Slug is required' })
  .trim()
  .superRefine((slug, ctx) => {
    const problem = slugProblem(slug);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const EmailSchema = z
  .string({ error: 'Please enter a valid email address.' })
  .trim()
  .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
  .pipe(z.email('Please enter a valid email address.'));

export const LanguageCodeSchema = z.enum(LANGUAGE_CODES, {
  error: `Language must be one of ${LANGUAGE_CODES.join(', ')}`,
});
export const CategoryTypeSchema = z.enum(CATEGORY_TYPES, {
  error: `Type must be one of ${CATEGORY_TYPES.join(', ')}`,
});

// ---- Answers -------------------------------------------------------------------------

export const CategorySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    type: CategoryTypeSchema,
    description: z.string().nullable(),
    iconName: z.string().nullable(),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof CategorySchema>;

export const DeitySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    imageUrl: z.string().nullable(),
    /** Other names devotees search by (Bajrangbali, Anjaneya, Maruti for Hanuman). */
    aliases: z.array(z.string()),
  })
  .meta({ id: 'Deity' });
export type Deity = z.infer<typeof DeitySchema>;

export const TextListItemSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    categoryType: CategoryTypeSchema,
    categoryName: z.string(),
    categorySlug: z.string(),
    firstLine: z.string().nullable(),
    description: z.string().nullable(),
    availableLanguages: z.array(z.string()),
  })
  .meta({ id: 'TextListItem' });
export type TextListItem = z.infer<typeof TextListItemSchema>;

export const AdminTextListItemSchema = TextListItemSchema.extend({
  deityId: z.number().int().nullable(),
  deityName: z.string().nullable(),
}).meta({ id: 'AdminTextListItem' });
export type AdminTextListItem = z.infer<typeof AdminTextListItemSchema>;

export const LibraryCountsSchema = z
  .object({
    texts: z.number().int(),
    byCategory: z.array(z.object({ id: z.number().int(), count: z.number().int() })),
    byDeity: z.array(z.object({ id: z.number().int(), count: z.number().int() })),
    byLetter: z.array(z.object({ letter: z.enum(TITLE_LETTERS), count: z.number().int() })),
  })
  .meta({ id: 'LibraryCounts' });

export const TextContentSchema = z
  .object({
    id: z.number().int(),
    languageCode: z.string(),
    content: z.string(),
    isTransliteration: z.boolean(),
  })
  .meta({ id: 'TextContent' });

const NeighbourSchema = z.object({ slug: z.string(), title: z.string() }).nullable();

export const FullTextSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    categoryId: z.number().int(),
    categoryName: z.string(),
    categoryType: CategoryTypeSchema,
    categorySlug: z.string(),
    deityId: z.number().int().nullable(),
    deityName: z.string().nullable(),
    deitySlug: z.string().nullable(),
    deityImageUrl: z.string().nullable(),
    author: z.string().nullable(),
    description: z.string().nullable(),
    popularity: z.number().int(),
    isPopular: z.boolean(),
    /** Other titles the text is known by, searched like its title ("1000 names of Vishnu"). */
    alternativeTitles: z.array(z.string()),
    /** Words devotees search for it by, searched like its deity and category ("before starting any work"). */
    keywords: z.array(z.string()),
    contents: z.array(TextContentSchema),
    availableLanguages: z.array(z.string()),
    /** When the text or any of its contents last changed (ISO 8601): the page's dateModified. */
    updatedAt: z.string(),
    prevText: NeighbourSchema,
    nextText: NeighbourSchema,
  })
  .meta({ id: 'FullText' });
export type FullText = z.infer<typeof FullTextSchema>;

/** A search hit: what the list says about its text, and where it matched. */
export const SearchResultSchema = TextListItemSchema.pick({
  id: true,
  slug: true,
  title: true,
  description: true,
  categoryType: true,
  categoryName: true,
  availableLanguages: true,
})
  .extend({
    /** The language of the verse that matched (null when only the title, deity or description did). */
    matchedLanguage: z.string().nullable(),
    /** Whether that verse is the language's transliteration. */
    matchedTransliteration: z.boolean(),
    /** 1-based number of that verse in the content (verses are separated by blank lines). */
    verse: z.number().int().nullable(),
    /** Whether the title (or the deity, category or author) holds every word of the query: the reader asked for the text itself, so it opens at the top. */
    matchedTitle: z.boolean(),
    /** The line of the verse around the match. */
    snippet: z.string().nullable(),
    /** The matched words in the snippet: UTF-16 offsets (JavaScript string indices), end exclusive. */
    highlights: z.array(z.object({ start: z.number().int(), end: z.number().int() })),
    /**
     * The view the query asked for ("hanuman chalisa in telugu", "… meaning"), to open the text in:
     * a language it has, else a script view (`script`) of its Devanagari content; `beside` the
     * English translation for "meaning". Null when the query asked for none or the text has none of it.
     */
    view: z.object({ language: z.string(), script: z.string().nullable(), beside: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const RevisionSummarySchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
  title: z.string(),
  languages: z.array(z.string()),
  /** The languages of this version that the save which wrote it took from AI output. */
  machineGenerated: z.array(z.string()),
});
export type RevisionSummary = z.infer<typeof RevisionSummarySchema>;

export const ContactMessageSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'ContactSubmission' });
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const SubscriberSchema = z.object({ id: z.number().int(), email: z.string(), createdAt: z.string() });
export type Subscriber = z.infer<typeof SubscriberSchema>;

/** An imported text that looks like another text under another slug; imported all the same. */
export const ImportWarningSchema = z.object({ index: z.number().int(), slug: z.string(), message: z.string() });
export type ImportWarning = z.infer<typeof ImportWarningSchema>;

export const ImportSummarySchema = z.object({
  /** The texts written (created or updated), in item order. */
  texts: z.array(z.object({ id: z.number(), slug: z.string(), title: z.string() })),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  /** Texts whose slug exists with exactly the imported fields and contents: nothing is written. */
  unchanged: z.number().int(),
  warnings: z.array(ImportWarningSchema),
});
export type ImportSummary = z.infer<typeof ImportSummarySchema>;

// ---- Inputs --------------------------------------------------------------------------

export const ContentInputSchema = z.object({
  languageCode: LanguageCodeSchema,
  content: z
    .string({ error: 'Content is required' })
    .transform(normalizeContent)
    .pipe(
      z
        .string()
        .min(1, 'Content is required')
        .refine(...lengthAtMost(LIMITS.content, 'Content'))
        .refine(...withoutControlCharacters('Content')),
    ),
  isTransliteration: z.boolean().nullish().transform(Boolean),
  /**
   * The content came from an AI model and is saved unreviewed-by-typing (ADR 020). Not stored on the content: the save's revision records the language.
   */
  machineGenerated: z.boolean({ error: 'machineGenerated must be true or false' }).nullable().optional(),
});

export const MAX_DEITY_ALIASES = 30;
export const MAX_ALTERNATIVE_TITLES = 10;
export const MAX_KEYWORDS = 20;

/**
 * A list of short names: a list, or one string of them separated by `separator` (a form
 * field). Trimmed, blanks and repeats (whatever their case) dropped. `one` names an item
 * ("Alias"), `many` the list ("aliases"), `kind` what the list holds ("names").
 */
const nameList = (
  labels: { one: string; many: string; kind: string },
  limits: { count: number; length: number },
  separator: RegExp,
) =>
  z
    .union([z.array(z.string({ error: `Each ${labels.one.toLowerCase()} must be text` })), z.string()], {
      error: `${labels.many[0]!.toUpperCase()}${labels.many.slice(1)} must be a list of ${labels.kind}`,
    })
    .transform((value) => {
      const names = (typeof value === 'string' ? value.split(separator) : value).map((name) =>
        name.normalize('NFC').trim(),
      );
      const seen = new Set<string>();
      return names.filter((name) => name !== '' && !seen.has(name.toLowerCase()) && seen.add(name.toLowerCase()));
    })
    .pipe(
      z
        .array(
          z
            .string()
            .refine(...lengthAtMost(limits.length, labels.one))
            .refine(...withoutControlCharacters(labels.one)),
        )
        .max(limits.count, `At most ${limits.count} ${labels.many}`),
    );

/**
 * A deity's other names, separated by commas or new lines in a form field; absent stays
 * undefined (an update keeps the current aliases).
 */
export const DeityAliasesSchema = nameList(
  { one: 'Alias', many: 'aliases', kind: 'names' },
  { count: MAX_DEITY_ALIASES, length: LIMITS.name },
  /[,\n]/,
).optional();

/** Absent or null is none: replacing a text replaces these lists too. */
const orNone = <T>(schema: z.ZodType<T[], unknown>) => schema.nullish().transform((value): T[] => value ?? []);

/** A text's other titles ("1000 names of Vishnu"), one per line in a form field (a title may hold a comma). */
export const AlternativeTitlesSchema = orNone(
  nameList(
    { one: 'Other title', many: 'other titles', kind: 'titles' },
    { count: MAX_ALTERNATIVE_TITLES, length: LIMITS.title },
    /\n/,
  ),
);

/** A text's keywords ("before starting any work"), separated by commas or new lines in a form field. */
export const KeywordsSchema = orNone(
  nameList(
    { one: 'Keyword', many: 'keywords', kind: 'keywords' },
    { count: MAX_KEYWORDS, length: LIMITS.keyword },
    /[,\n]/,
  ),
);

/** The fields of a text, without the cross-field rule (so that it can be extended). */
export const TextFieldsSchema = z.object({
  title: requiredText('Title', LIMITS.title),
  slug: SlugSchema,
  categoryId: idSchema(),
  deityId: idSchema()
    .nullish()
    .transform((value) => value ?? null),
  description: optionalText('Description', LIMITS.description),
  author: optionalText('Author', LIMITS.author),
  isPopular: z.boolean({ error: 'isPopular must be true or false' }).nullish().transform(Boolean),
  alternativeTitles: AlternativeTitlesSchema,
  keywords: KeywordsSchema,
  contents: z
    .array(ContentInputSchema, { error: 'Contents must be a list' })
    .min(1, 'At least one language content is required'),
});

/** At most one content per (language, transliteration). */
export function uniqueContents(
  text: { contents: Array<{ languageCode: string; isTransliteration: boolean }> },
  ctx: z.RefinementCtx,
) {
  const seen = new Set<string>();
  text.contents.forEach((content, index) => {
    const key = `${content.languageCode}:${content.isTransliteration}`;
    if (seen.has(key)) {
      ctx.addIssue({
        code: 'custom',
        path: ['contents', index, 'languageCode'],
        message: `Only one ${content.isTransliteration ? 'transliteration' : 'content'} per language (${content.languageCode})`,
      });
    }
    seen.add(key);
  });
}

export const TextInputSchema = TextFieldsSchema.superRefine(uniqueContents).meta({ id: 'TextInput' });
export type TextInput = z.output<typeof TextInputSchema>;

/** A contact form field: trimmed, at least `min` characters (docs/product.md's message) and at most `max`. */
const contactField = (label: string, min: number, max: number) => {
  const tooShort = `${label} must be at least ${min} characters.`;
  return z
    .string({ error: tooShort })
    .trim()
    .refine((v) => charLength(v) >= min, tooShort)
    .refine(...lengthAtMost(max, label))
    .refine(...withoutControlCharacters(label));
};

export const ContactInputSchema = z.object({
  name: contactField('Name', 2, LIMITS.name),
  email: EmailSchema,
  subject: contactField('Subject', 5, LIMITS.subject),
  message: contactField('Message', 10, LIMITS.message),
});

/**
 * The honeypot of the public forms: a field people never see or fill in (it is hidden, and
 * skipped by the keyboard and screen readers), which form-filling robots do. Anything in it
 * and the call answers as if it succeeded, keeping nothing.
 */
export const HoneypotSchema = z.string().max(1000).nullish();

/** The report form's messages that the page repeats before sending (docs/product.md). */
export const CORRECTION_MESSAGES = {
  problemMissing: 'Please say what is wrong.',
} as const;

export const CorrectionInputSchema = z.object({
  slug: z.string().max(1000),
  languageCode: LanguageCodeSchema,
  isTransliteration: z.boolean({ error: 'isTransliteration must be true or false' }).nullish().transform(Boolean),
  /** The reading page's `?script=` view; absent when the page showed the stored script. */
  script: z
    .enum(SCRIPT_IDS as [string, ...string[]], { error: `Script must be one of ${SCRIPT_IDS.join(', ')}` })
    .nullish()
    .transform((value) => value ?? null),
  verse: z
    .number({ error: 'Verse must be a whole number' })
    .int('Verse must be a whole number')
    .min(1, 'Verse must be at least 1')
    .max(100_000, 'Verse must be at most 100000'),
  problem: requiredText('What is wrong', CORRECTION_LIMITS.problem, CORRECTION_MESSAGES.problemMissing),
  suggestion: optionalText('Suggested wording', CORRECTION_LIMITS.suggestion),
  [HONEYPOT_FIELD]: HoneypotSchema,
});
export type CorrectionInput = z.output<typeof CorrectionInputSchema>;

export const CorrectionStatusSchema = z.enum(CORRECTION_STATUSES, {
  error: `Status must be one of ${CORRECTION_STATUSES.join(', ')}`,
});

export const CorrectionSchema = z
  .object({
    id: z.number().int(),
    textId: z.number().int(),
    textSlug: z.string(),
    textTitle: z.string(),
    languageCode: z.string(),
    isTransliteration: z.boolean(),
    script: z.string().nullable(),
    verse: z.number().int(),
    problem: z.string(),
    suggestion: z.string().nullable(),
    status: CorrectionStatusSchema,
    createdAt: z.string(),
    resolvedAt: z.string().nullable(),
    resolvedBy: z.string().nullable(),
  })
  .meta({ id: 'Correction' });
export type Correction = z.infer<typeof CorrectionSchema>;

export const CategoryInputSchema = z.object({
  name: requiredText('Name', LIMITS.name),
  slug: SlugSchema,
  type: CategoryTypeSchema.default('aarti'),
  description: optionalText('Description', LIMITS.description),
  iconName: optionalText('Icon name', LIMITS.iconName),
});
export type CategoryInput = z.output<typeof CategoryInputSchema>;

/**
 * Image URLs are paths on this site or https, never another scheme or host: no backslash
 * (raw or %5C) and no `//` in a path, which browsers would resolve to another host.
 */
export const ImageUrlSchema = optionalText('Image URL', LIMITS.imageUrl).refine(
  (url) =>
    url === null ||
    (!/\\|%5c/i.test(url) && ((/^\/\S*$/.test(url) && !url.includes('//')) || /^https:\/\/\S+$/.test(url))),
  'Image URL must be a path starting with / or an https:// address',
);

export const DeityInputSchema = z.object({
  name: requiredText('Name', LIMITS.name),
  slug: SlugSchema,
  description: optionalText('Description', LIMITS.description),
  imageUrl: ImageUrlSchema,
  aliases: DeityAliasesSchema,
});
export type DeityInput = z.output<typeof DeityInputSchema>;
