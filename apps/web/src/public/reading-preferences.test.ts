import { describe, expect, it } from 'vitest';
import { clampTextSize, TEXT_SIZE } from './reading-preferences.js';

describe('text size (docs/product.md)', () => {
  it('stays within 0.8 and 1.5 rem and lands on clean steps', () => {
    expect(TEXT_SIZE).toEqual({ default: 1.15, step: 0.1, min: 0.8, max: 1.5 });
    expect(clampTextSize(1.15 + 0.1)).toBe(1.25);
    expect(clampTextSize(1.45 + 0.1)).toBe(1.5);
    expect(clampTextSize(0.85 - 0.1)).toBe(0.8);
    expect(clampTextSize(0.1 + 0.2)).toBe(0.8);
  });
});
