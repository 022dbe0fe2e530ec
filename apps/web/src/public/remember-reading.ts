import { useEffect } from 'react';
import { recordReading, type MemoryView } from '../ui/reading-memory.js';

/** How long scrolling must rest before the verse reached is written down. */
export const VERSE_WRITE_DELAY_MS = 1000;

/**
 * The verse reached: the first whose end is below the middle of the screen. The middle, not the
 * top, so a page opened at `#vN` (scrolled to the middle) reads as verse N again.
 */
const verseReached = () =>
  [...document.querySelectorAll('#text-content .verse[id]')].find(
    (verse) => verse.getBoundingClientRect().bottom > innerHeight / 2,
  );

/**
 * Reading memory on the reading page: the text joins "recently read" when it opens, and the
 * verse reached is kept, once scrolling rests, for "Continue reading".
 */
export function useRememberReading(slug: string, title: string, view: MemoryView): void {
  const viewKey = JSON.stringify(view);
  useEffect(() => {
    const remember = (verse?: number) => recordReading(slug, title, JSON.parse(viewKey) as MemoryView, verse);
    remember();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const verse = verseReached();
        if (verse) remember(Number(verse.id.slice(1)));
      }, VERSE_WRITE_DELAY_MS);
    };
    addEventListener('scroll', onScroll, { passive: true });
    return () => {
      removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [slug, title, viewKey]);
}
