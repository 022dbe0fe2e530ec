import type { QueryMatcher } from './matcher.js';

export interface Highlight {
  /** Offsets into the snippet (UTF-16 code units, as JavaScript strings count), end exclusive. */
  start: number;
  end: number;
}

export interface Snippet {
  snippet: string;
  highlights: Highlight[];
}

const SNIPPET_WIDTH = 160;
const ELLIPSIS = '…';

/** The line of a verse that matches best, cut to about 160 characters around its first match. */
export function snippetOf(verse: string, matcher: QueryMatcher): Snippet {
  const lines = verse
    .normalize('NFC')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  let best: Snippet = { snippet: lines[0] ?? '', highlights: [] };
  for (const line of lines) {
    const highlights = matcher.highlights(line);
    if (highlights.length > best.highlights.length) best = { snippet: line, highlights };
  }
  return cutAround(best);
}

function cutAround({ snippet, highlights }: Snippet): Snippet {
  if (snippet.length <= SNIPPET_WIDTH) return { snippet, highlights };
  const first = highlights[0]?.start ?? 0;
  const start = Math.max(0, Math.min(first - Math.floor(SNIPPET_WIDTH / 3), snippet.length - SNIPPET_WIDTH));
  // Cut between words, never inside one (an Indic vowel sign must stay with its letter).
  const from = start === 0 ? 0 : snippet.lastIndexOf(' ', start) + 1;
  const space = snippet.indexOf(' ', from + SNIPPET_WIDTH);
  const to = space === -1 ? snippet.length : space;
  const prefix = from > 0 ? ELLIPSIS : '';
  const shift = prefix.length - from;
  return {
    snippet: `${prefix}${snippet.slice(from, to).trimEnd()}${to < snippet.length ? ELLIPSIS : ''}`,
    highlights: highlights
      .filter((h) => h.start >= from && h.end <= to)
      .map((h) => ({ start: h.start + shift, end: h.end + shift })),
  };
}
