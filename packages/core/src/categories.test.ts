import { describe, expect, it } from 'vitest';
import { CATEGORY_TYPES, CATEGORY_TYPE_INFO, categoryTypeFromSlug, isCategoryType } from './categories.js';

describe('category types', () => {
  it('are exactly aarti, chalisa, mantra and stotram', () => {
    expect([...CATEGORY_TYPES]).toEqual(['aarti', 'chalisa', 'mantra', 'stotram']);
    expect(Object.keys(CATEGORY_TYPE_INFO).sort()).toEqual(['aarti', 'chalisa', 'mantra', 'stotram']);
  });

  it.each([
    ['aarti', 'Aartis', 'Aarti', /waving of lights/],
    ['chalisa', 'Chalisas', 'Chalisa', /forty verses/],
    ['mantra', 'Mantras', 'Mantra', /sacred utterances/i],
    ['stotram', 'Stotrams', 'Stotram', /hymns of praise/i],
  ] as const)('%s is shown as %s with its own description', (type, name, singular, description) => {
    const info = CATEGORY_TYPE_INFO[type];
    expect(info.type).toBe(type);
    expect(info.name).toBe(name);
    expect(info.singular).toBe(singular);
    expect(info.description).toMatch(description);
    expect(info.colour).toMatch(/^#[0-9A-Fa-f]{6}$/);
    expect(info.iconName).not.toBe('');
  });

  it('gives each type its own colour and icon', () => {
    const infos = Object.values(CATEGORY_TYPE_INFO);
    expect(new Set(infos.map((info) => info.colour.toLowerCase())).size).toBe(4);
    expect(new Set(infos.map((info) => info.iconName)).size).toBe(4);
  });

  it('recognises only the four types', () => {
    for (const type of CATEGORY_TYPES) expect(isCategoryType(type)).toBe(true);
    for (const value of ['', 'Aarti', 'aartis', 'bhajan', 'stotra', ' aarti'])
      expect(isCategoryType(value)).toBe(false);
  });
});

describe('categoryTypeFromSlug', () => {
  it.each([
    ['aartis', 'aarti'],
    ['aarti', 'aarti'],
    ['chalisa', 'chalisa'],
    ['chalisas', 'chalisa'],
    ['mantras', 'mantra'],
    ['mantra', 'mantra'],
    ['stotrams', 'stotram'],
    ['stotram', 'stotram'],
    ['Aartis', 'aarti'],
    ['CHALISA', 'chalisa'],
  ] as const)('%s → %s', (slug, type) => {
    expect(categoryTypeFromSlug(slug)).toBe(type);
  });

  it.each(['xyz', '', 's', 'aartiss', 'bhajans', 'hanuman-chalisa', 'aarti-s', 'stotra'])('%j → null', (slug) => {
    expect(categoryTypeFromSlug(slug)).toBeNull();
  });
});
