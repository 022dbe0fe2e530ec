import { describe, expect, it } from 'vitest';
import { MAX_ALTERNATIVE_TITLES, MAX_KEYWORDS, TextInputSchema } from './schemas.js';
import { fieldErrorsFromIssues } from './errors.js';

const text = (names: Record<string, unknown>) =>
  TextInputSchema.safeParse({
    title: 'Vishnu Sahasranama Stotram',
    slug: 'vishnu-sahasranama',
    categoryId: 1,
    contents: [{ languageCode: 'sa', content: 'विश्वं विष्णुर्वषट्कारो भूतभव्यभवत्प्रभुः ।' }],
    ...names,
  });

const firstError = (names: Record<string, unknown>) => {
  const parsed = text(names);
  return parsed.success ? undefined : fieldErrorsFromIssues(parsed.error.issues)[0];
};

describe('TextInputSchema: other titles and keywords', () => {
  it('are empty when absent or null', () => {
    expect(text({}).data).toMatchObject({ alternativeTitles: [], keywords: [] });
    expect(text({ alternativeTitles: null, keywords: null }).data).toMatchObject({
      alternativeTitles: [],
      keywords: [],
    });
  });

  it('take lists, trimmed (NFC), without blanks or repeats in any case', () => {
    const names = text({
      alternativeTitles: [' 1000 Names of Vishnu ', '', '1000 names of vishnu', 'विष्णुसहस्रनाम'],
      keywords: ['Ekadashi', 'ekadashi ', 'Thursday'],
    }).data;
    expect(names?.alternativeTitles).toEqual(['1000 Names of Vishnu', 'विष्णुसहस्रनाम']);
    expect(names?.keywords).toEqual(['Ekadashi', 'Thursday']);
  });

  it('take a form field: other titles one per line (a title may hold a comma), keywords by commas or lines', () => {
    const names = text({
      alternativeTitles: 'Vakratunda Mahakaya, Suryakoti Samaprabha\r\nGanesh Mantra\n',
      keywords: 'before starting any work, new beginnings\nexams',
    }).data;
    expect(names?.alternativeTitles).toEqual(['Vakratunda Mahakaya, Suryakoti Samaprabha', 'Ganesh Mantra']);
    expect(names?.keywords).toEqual(['before starting any work', 'new beginnings', 'exams']);
  });

  it('refuse too many, too long and non-text names, naming the field', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `Name ${i}`);
    expect(text({ alternativeTitles: many(MAX_ALTERNATIVE_TITLES), keywords: many(MAX_KEYWORDS) }).success).toBe(true);
    expect(firstError({ alternativeTitles: many(MAX_ALTERNATIVE_TITLES + 1) })).toEqual({
      path: 'alternativeTitles',
      message: `At most ${MAX_ALTERNATIVE_TITLES} other titles`,
    });
    expect(firstError({ keywords: many(MAX_KEYWORDS + 1) })).toEqual({
      path: 'keywords',
      message: `At most ${MAX_KEYWORDS} keywords`,
    });
    expect(firstError({ alternativeTitles: ['ok', 'x'.repeat(201)] })).toEqual({
      path: 'alternativeTitles[1]',
      message: 'Other title must be at most 200 characters',
    });
    expect(firstError({ keywords: ['x'.repeat(101)] })?.message).toBe('Keyword must be at most 100 characters');
    expect(firstError({ alternativeTitles: [7] })?.message).toBe('Other titles must be a list of titles');
    expect(firstError({ alternativeTitles: { a: 1 } })).toEqual({
      path: 'alternativeTitles',
      message: 'Other titles must be a list of titles',
    });
  });
});
