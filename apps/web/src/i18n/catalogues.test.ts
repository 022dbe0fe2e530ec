import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { catalogueLanguages } from './catalogue-plugin.js';
import { flattenCatalogue, type CatalogueSource } from './catalogue-source.js';

const DIR = new URL('./catalogues/', import.meta.url);
const read = (language: string) =>
  flattenCatalogue(JSON.parse(readFileSync(new URL(`${language}.json`, DIR), 'utf8')) as CatalogueSource);

/** The names a compiled message takes as values (`{count}`, `<0>…</0>`), sorted. */
function argumentsOf(message: CompiledMessage): string[] {
  const names = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , format] = token;
      names.add(name);
      if (format && typeof format === 'object')
        for (const [key, choice] of Object.entries(format)) if (key !== 'offset') walk(choice as CompiledMessage);
    }
  };
  walk(message);
  return [...names].sort();
}

const tags = (message: string) => [...message.matchAll(/<\/?(\d+)>/g)].map((match) => match[0]).sort();

describe('the interface catalogues', () => {
  const english = read('en');
  const languages = catalogueLanguages(DIR.pathname);

  it('are English and at least two more, one file each', () => {
    expect(languages[0]).toBe('en');
    expect(languages).toEqual(expect.arrayContaining(['hi', 'mr']));
    expect(readdirSync(DIR).filter((name) => name.endsWith('.json'))).toHaveLength(languages.length);
  });

  for (const language of languages) {
    describe(language, () => {
      const messages = read(language);

      it('has every message of the English catalogue, and no other', () => {
        expect(
          Object.keys(english).filter((key) => !(key in messages)),
          'missing',
        ).toEqual([]);
        expect(
          Object.keys(messages).filter((key) => !(key in english)),
          'not in English',
        ).toEqual([]);
      });

      it('has messages that compile, take the same values and keep the same tags as the English ones', () => {
        for (const [key, message] of Object.entries(messages)) {
          expect(message.trim(), key).not.toBe('');
          const source = english[key] ?? '';
          expect(argumentsOf(compileMessageOrThrow(message)), key).toEqual(argumentsOf(compileMessageOrThrow(source)));
          expect(tags(message), key).toEqual(tags(source));
        }
      });
    });
  }
});
