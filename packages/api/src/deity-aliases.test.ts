import { describe, expect, it } from 'vitest';
import { DeityInputSchema, MAX_DEITY_ALIASES } from './schemas.js';

const deity = (aliases: unknown) => DeityInputSchema.safeParse({ name: 'Hanuman', slug: 'hanuman', aliases });

describe('DeityInputSchema.aliases', () => {
  it('takes a list, trimmed, without blanks or repeats (in any case)', () => {
    expect(deity([' Bajrangbali ', '', 'Anjaneya', 'bajrangbali', 'मारुति']).data?.aliases).toEqual([
      'Bajrangbali',
      'Anjaneya',
      'मारुति',
    ]);
  });

  it('takes one form field of names separated by commas or new lines', () => {
    expect(deity('Bajrangbali, Anjaneya\nMaruti,').data?.aliases).toEqual(['Bajrangbali', 'Anjaneya', 'Maruti']);
  });

  it('leaves aliases undefined when absent, so that an update keeps them', () => {
    expect(deity(undefined).data?.aliases).toBeUndefined();
  });

  it('refuses other values, long names and too many names', () => {
    expect(deity(42).success).toBe(false);
    expect(deity([42]).success).toBe(false);
    expect(deity(['x'.repeat(101)]).success).toBe(false);
    expect(deity(Array.from({ length: MAX_DEITY_ALIASES + 1 }, (_, i) => `Name ${i}`)).success).toBe(false);
  });
});
