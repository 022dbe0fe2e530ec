import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESERVED_TEXT_SLUGS, SLUG_MAX_LENGTH, SLUG_PATTERN, slugProblem, slugify } from './slug.js';

/** The contract's rule for a stored slug (an empty suggestion is allowed: the user must then type one). */
function expectValidOrEmpty(slug: string): void {
  if (slug === '') return;
  expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  expect(slug.length).toBeLessThanOrEqual(200);
  expect(slug).not.toMatch(/^[0-9]+$/);
  expect(slugProblem(slug)).toBeNull();
}

/** SPEC section 4 on ASCII input, plus the contract's single hyphens and no hyphen at either end. */
function referenceSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

describe('slug constants', () => {
  it('match the contract', () => {
    expect(SLUG_MAX_LENGTH).toBe(200);
    expect(SLUG_PATTERN.source).toBe('^[a-z0-9]+(-[a-z0-9]+)*$');
    expect([...RESERVED_TEXT_SLUGS].sort()).toEqual(['category', 'deity', 'popular']);
  });
});

describe('slugProblem', () => {
  it.each(['a', 'om', 'hanuman-chalisa', 'aarti-2', '108-names', 'a-b-c-1-2-3', 'x'.repeat(200)])(
    'accepts %s',
    (slug) => {
      expect(slugProblem(slug)).toBeNull();
    },
  );

  it('requires a slug', () => {
    expect(slugProblem('')).toBe('Slug is required');
  });

  it('limits the length to 200 characters', () => {
    expect(slugProblem('a'.repeat(201))).toBe('Slug must be at most 200 characters');
    expect(slugProblem(`${'ab-'.repeat(70)}x`)).toBe('Slug must be at most 200 characters');
  });

  it.each([
    'Hanuman',
    'hanuman chalisa',
    'hanuman_chalisa',
    '-hanuman',
    'hanuman-',
    'hanuman--chalisa',
    'śrī',
    'हनुमान',
    ' hanuman',
    'hanuman\n',
    'a.b',
    'a/b',
  ])('rejects the badly formed %j', (slug) => {
    expect(slugProblem(slug)).toBe('Slug may contain only lowercase letters, digits and single hyphens between them');
  });

  it.each(['1', '123', '2147483647', '0'])('rejects the all-digit %s', (slug) => {
    expect(slugProblem(slug)).toBe('Slug cannot be all digits');
  });

  it('accepts digits joined by hyphens (not an id)', () => {
    expect(slugProblem('1-2')).toBeNull();
  });
});

describe('slugify (SPEC section 4)', () => {
  it.each([
    ['Hanuman Chalisa', 'hanuman-chalisa'],
    ['Om Jai Jagdish Hare!', 'om-jai-jagdish-hare'],
    ['Aarti: Kunj Bihari Ki', 'aarti-kunj-bihari-ki'],
    ['Durga Saptashati (Chapter 1)', 'durga-saptashati-chapter-1'],
    ['Jai 2 Ganesh', 'jai-2-ganesh'],
    ['SHRI RAM STUTI', 'shri-ram-stuti'],
    ['Shiv-Tandav Stotram', 'shiv-tandav-stotram'],
    ["Shiva's Mantra", 'shivas-mantra'],
    ['Ganesh_Aarti', 'ganeshaarti'],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('turns every whitespace run into one hyphen', () => {
    expect(slugify('Om\tNamah\nShivaya')).toBe('om-namah-shivaya');
    expect(slugify('Om    Namah \u00A0 Shivaya')).toBe('om-namah-shivaya');
  });

  it('leaves no hyphen at either end and never two in a row', () => {
    expect(slugify('  Shri  Ganesh -- Aarti ')).toBe('shri-ganesh-aarti');
    expect(slugify('--Shri Ganesh--')).toBe('shri-ganesh');
    expect(slugify('Shri - - Ganesh')).toBe('shri-ganesh');
    expect(slugify('! Shri Ganesh ?')).toBe('shri-ganesh');
  });

  it('drops Latin diacritics instead of the letters', () => {
    expect(slugify('Śrī Rāma Stuti')).toBe('sri-rama-stuti');
    expect(slugify('Ārtī Śiva Kī')).toBe('arti-siva-ki');
    // The same title typed in decomposed form gives the same slug.
    expect(slugify('Śrī Rāma'.normalize('NFD'))).toBe('sri-rama');
  });

  it('gives an empty suggestion when nothing usable is left', () => {
    expect(slugify('')).toBe('');
    expect(slugify('   ')).toBe('');
    expect(slugify('---')).toBe('');
    expect(slugify('🙏 ! ?')).toBe('');
  });

  it('keeps a valid slug unchanged', () => {
    for (const slug of ['hanuman-chalisa', 'om', 'aarti-2', '108-names', 'x'.repeat(200)]) {
      expect(slugify(slug)).toBe(slug);
    }
  });

  it('never suggests an all-digit slug', () => {
    for (const [title, digits] of [
      ['2024', '2024'],
      ['108', '108'],
      [' 7 ', '7'],
      ['१२३', '123'],
      ['১২৩', '123'],
    ]) {
      const slug = slugify(title!);
      expect(slug).not.toBe('');
      expectValidOrEmpty(slug);
      expect(slug).toContain(digits);
    }
  });
});

describe('slugify of titles without Latin letters (transliterated)', () => {
  it.each([
    ['हनुमान चालीसा', 'hanumana-calisa'],
    ['ॐ जय जगदीश हरे', 'om-jaya-jagadisa-hare'],
    ['श्री हनुमान चालीसा ।।', 'sri-hanumana-calisa'],
    ['శ్రీ వేంకటేశ్వర సుప్రభాతం', 'sri-vemkatesvara-suprabhatam'],
    ['ಶ್ರೀ ಗಣೇಶ', 'sri-ganesa'],
    ['શ્રી ગણેશ', 'sri-ganesa'],
    ['গণেশ আরতি', 'ganesa-arati'],
    ['ഗണപതി', 'ganapati'],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('gives a Latin slug for a Tamil title', () => {
    // Tamil script has no voiced or aspirated letters, so only the form is pinned, not the spelling.
    const slug = slugify('கந்த சஷ்டி கவசம்');
    expect(slug).toMatch(/^[a-z]+-[a-z]+-[a-z]+$/);
    expectValidOrEmpty(slug);
  });

  it('treats composed and decomposed nukta forms alike', () => {
    const composed = 'ज़य'.normalize('NFC');
    const decomposed = 'ज़य'.normalize('NFD');
    expect(slugify(composed)).toBe(slugify(decomposed));
    expect(slugify(composed)).not.toBe('');
  });

  it('does not transliterate a title that already has Latin letters', () => {
    expect(slugify('Hanuman चालीसा')).toBe('hanuman');
  });
});

describe('slugify length limit', () => {
  it('cuts long titles to at most 200 characters at a word boundary', () => {
    const title = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const full = referenceSlug(title);
    const slug = slugify(title);
    expect(full.length).toBeGreaterThan(200);
    expect(slug.length).toBeLessThanOrEqual(200);
    expect(slug.length).toBeGreaterThan(150);
    expect(full.startsWith(slug)).toBe(true);
    expect(full[slug.length]).toBe('-');
    expectValidOrEmpty(slug);
  });

  it('drops a hyphen left at the cut', () => {
    expect(slugify(`${'a'.repeat(199)} b`)).toBe('a'.repeat(199));
    expect(slugify(`${'a'.repeat(200)} b`)).toBe('a'.repeat(200));
  });

  it('cuts a single very long word at 200 characters', () => {
    expect(slugify('a'.repeat(250))).toBe('a'.repeat(200));
  });

  it('keeps a long transliterated title within the limit', () => {
    const slug = slugify('हनुमान चालीसा '.repeat(30));
    expect(slug.length).toBeLessThanOrEqual(200);
    expect(slug.startsWith('hanumana-calisa-hanumana-calisa')).toBe(true);
    expectValidOrEmpty(slug);
  });

  it('stays within 200 characters for a very long all-digit title', () => {
    expectValidOrEmpty(slugify('1'.repeat(250)));
  });
});

describe('slugify properties', () => {
  const title = fc
    .oneof(
      fc.string({ unit: 'grapheme', maxLength: 300 }),
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.array(
        fc.oneof(
          fc.constantFrom(' ', '  ', '-', '--', ' - ', '\t', '\n', '!', '.', ':', '(', ')', '।', '॥', '🙏', '\u00A0'),
          fc.stringMatching(/^[A-Za-z0-9]{1,12}$/),
          fc.constantFrom('Śrī', 'Rāma', 'हनुमान', 'चालीसा', 'గణేశ', 'கந்த', 'গণেশ', 'ಶ್ರೀ', 'ഗണപതി', '१०८', '108'),
        ),
        { maxLength: 80 },
      ),
    )
    .map((value) => (Array.isArray(value) ? value.join('') : value));

  it('always returns a valid slug or an empty string', () => {
    fc.assert(
      fc.property(title, (value) => {
        expectValidOrEmpty(slugify(value));
      }),
      { numRuns: 500 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(title, (value) => {
        const slug = slugify(value);
        expect(slugify(slug)).toBe(slug);
      }),
      { numRuns: 300 },
    );
  });

  it('follows SPEC section 4 for short ASCII titles that have a letter', () => {
    const asciiTitle = fc
      .string({ unit: fc.constantFrom(...'abcXYZ019 -_!?.\t'.split('')), maxLength: 150 })
      .filter((value) => /[a-z]/i.test(value));
    fc.assert(
      fc.property(asciiTitle, (value) => {
        expect(slugify(value)).toBe(referenceSlug(value));
      }),
      { numRuns: 500 },
    );
  });

  it('gives a non-empty slug for any title with a Latin letter or digit', () => {
    const titled = fc
      .tuple(fc.string({ maxLength: 20 }), fc.stringMatching(/^[A-Za-z0-9]$/), fc.string({ maxLength: 20 }))
      .map(([a, b, c]) => a + b + c);
    fc.assert(
      fc.property(titled, (value) => {
        expect(slugify(value)).not.toBe('');
      }),
      { numRuns: 300 },
    );
  });
});
