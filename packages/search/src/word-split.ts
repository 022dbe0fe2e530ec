/** Words shorter than this are not read as run together. */
const MIN_SPLIT_LENGTH = 6;
/** Nor longer ones: a word of n letters has n²/2 pieces to look up. */
const MAX_SPLIT_LENGTH = 40;

export const mayBeRunTogether = (key: string) => key.length >= MIN_SPLIT_LENGTH && key.length <= MAX_SPLIT_LENGTH;
const MIN_PART_LENGTH = 2;

/**
 * A piece of a word as the vocabulary would hold it: a word on its own loses a final short a
 * in its key (भज, bhaja: "vaj"), which a compound keeps ("vajagovindam").
 */
const asWord = (piece: string) => [
  piece,
  ...(piece.length > MIN_PART_LENGTH && piece.endsWith('a') ? [piece.slice(0, -1)] : []),
];

/** The pieces of a word that could be words of the vocabulary: every substring of two letters or more. */
export function splitCandidates(key: string): string[] {
  const pieces = new Set<string>();
  for (let start = 0; start < key.length; start++) {
    for (let end = start + MIN_PART_LENGTH; end <= key.length; end++) {
      for (const word of asWord(key.slice(start, end))) pieces.add(word);
    }
  }
  return [...pieces];
}

/**
 * The word as the fewest known words that run together ("bajagovindam": baja govindam), the
 * longer first part winning a tie; null when it is not made of two or more known words.
 */
export function splitIntoKnownWords(key: string, known: ReadonlySet<string>): string[] | null {
  // best[i]: the fewest known words that spell key[0, i), and how.
  const best: (string[] | null)[] = [[]];
  for (let end = 1; end <= key.length; end++) {
    let choice: string[] | null = null;
    for (let start = 0; start <= end - MIN_PART_LENGTH; start++) {
      const before = best[start];
      const part = asWord(key.slice(start, end)).find((word) => known.has(word));
      if (!before || part === undefined) continue;
      if (!choice || before.length + 1 < choice.length) choice = [...before, part];
    }
    best.push(choice);
  }
  const parts = best[key.length];
  return parts && parts.length >= 2 ? parts : null;
}
