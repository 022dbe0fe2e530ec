import { describe, expect, it } from 'vitest';
import { QueryMatcher } from './matcher.js';
import { parseQuery } from './query.js';
import { snippetOf } from './snippet.js';

const matcher = (query: string) => new QueryMatcher(parseQuery(query));
const marked = ({ snippet, highlights }: ReturnType<typeof snippetOf>) =>
  highlights.map((h) => snippet.slice(h.start, h.end));

describe('snippetOf', () => {
  const verse = 'राम दूत अतुलित बल धामा ।\nअंजनिपुत्र पवनसुत नामा ॥';

  it('answers the line with the most matched words, and where they are', () => {
    const result = snippetOf(verse, matcher('anjaniputra pavansut'));
    expect(result.snippet).toBe('अंजनिपुत्र पवनसुत नामा ॥');
    expect(marked(result)).toEqual(['अंजनिपुत्र', 'पवनसुत']);
  });

  it('highlights matches in any script and spelling', () => {
    expect(marked(snippetOf(verse, matcher('ram doot')))).toEqual(['राम', 'दूत']);
    expect(marked(snippetOf('Jai Hanuman gyan gun sagar', matcher('हनुमान ज्ञान')))).toEqual(['Hanuman', 'gyan']);
  });

  it('answers the first line, unmarked, when no word matches', () => {
    expect(snippetOf(verse, matcher('ganesh'))).toEqual({ snippet: 'राम दूत अतुलित बल धामा ।', highlights: [] });
  });

  it('cuts a long line between words around the first match and shifts the offsets', () => {
    const line = `${'ram '.repeat(60)}needle ${'shyam '.repeat(40)}`.trim();
    const result = snippetOf(line, matcher('needle'));
    expect(result.snippet.startsWith('…')).toBe(true);
    expect(result.snippet.endsWith('…')).toBe(true);
    expect(result.snippet.length).toBeLessThanOrEqual(170);
    expect(marked(result)).toEqual(['needle']);
  });
});
