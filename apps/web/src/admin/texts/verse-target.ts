/** A verse of one content row that the editor opens at (a reader's report, from Corrections). */
export interface VerseTarget {
  languageCode: string;
  isTransliteration: boolean;
  /** 1-based, as the reading page counts verses (separated by blank lines). */
  verse: number;
}

/** Where verse `verse` starts and ends in a content as typed (verses are separated by blank lines). */
export function verseRange(content: string, verse: number): { start: number; end: number } | null {
  const blocks: Array<{ start: number; end: number }> = [];
  let start = 0;
  for (const separator of content.matchAll(/\n\s*\n/g)) {
    blocks.push({ start, end: separator.index });
    start = separator.index + separator[0].length;
  }
  blocks.push({ start, end: content.length });
  const verses = blocks.filter((block) => content.slice(block.start, block.end).trim() !== '');
  return verses[verse - 1] ?? null;
}

/**
 * Focuses the content row of `target` in the text form inside `container`, with its verse
 * selected and in view; false when the form has no such row.
 */
export function revealVerse(container: HTMLElement, target: VerseTarget): boolean {
  for (const select of container.querySelectorAll<HTMLSelectElement>('select[name$=".languageCode"]')) {
    const row = select.name.slice(0, -'.languageCode'.length);
    const transliteration = container.querySelector<HTMLInputElement>(`input[name="${row}.isTransliteration"]`);
    const textarea = container.querySelector<HTMLTextAreaElement>(`textarea[name="${row}.content"]`);
    if (select.value !== target.languageCode || Boolean(transliteration?.checked) !== target.isTransliteration)
      continue;
    if (!textarea) return false;
    const range = verseRange(textarea.value, target.verse);
    textarea.focus();
    if (range) textarea.setSelectionRange(range.start, range.end);
    textarea.scrollIntoView({ block: 'center' });
    return true;
  }
  return false;
}
