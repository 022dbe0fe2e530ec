const MAX_WORDS = 8;
const MAX_QUERY_LENGTH = 200;

/** NFC, no zero-width joiners, single spaces, bounded length: the query as it is searched. */
export function normalizeQuery(query: string): string {
  return query
    .normalize('NFC')
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH);
}

export function queryWords(query: string): string[] {
  return [...new Set(normalizeQuery(query).toLowerCase().split(' ').filter(Boolean))].slice(0, MAX_WORDS);
}

/** A LIKE pattern that matches the words literally: %, _ and \ lose their meaning. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The line of `content` where `word` first occurs, cut to about `width` characters. */
export function snippetAround(content: string, word: string, width = 160): string | null {
  const at = content.toLowerCase().indexOf(word.toLowerCase());
  if (at === -1) return null;
  const lineStart = content.lastIndexOf('\n', at) + 1;
  const lineEnd = content.indexOf('\n', at);
  const line = content.slice(lineStart, lineEnd === -1 ? undefined : lineEnd).trim();
  if (line.length <= width) return line;
  const offset = Math.max(0, at - lineStart - Math.floor(width / 3));
  return `${offset > 0 ? '…' : ''}${line.slice(offset, offset + width).trim()}…`;
}
