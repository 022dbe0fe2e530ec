import { useEffect } from 'react';
import { recordReading } from '../ui/reading-memory.js';

/** How long scrolling must rest before the verse reached is written down. */
export const VERSE_WRITE_DELAY_MS = 1000;

/**
 * The verse reached: the first whose end is below the middle of the screen. The middle, not the
 * top, so a page opened at `#vN` (scrolled to the middle) reads as verse N again.
 */
const verseReached = () =>
  [...document.querySelectorAll('.verse[id]')].find((verse) => verse.getBoundingClientRect().bottom > innerHeight / 2);

/**
 * Reading memory on the reading page: the text joins "recently read" when it opens, and the
 * verse reached is kept, once scrolling rests, for "Continue reading".
 */
export function useRememberReading(
  slug: string,
  title: string,
  /** The page's query: the view the text is read in. */
  search: string,
): void {
  useEffect(() => {
    const remember = (verse?: number) => recordReading(slug, title, search, verse);
    remember();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const verse = verseReached();
        if (verse) remember(Number(verse.id.slice(1)));
      }, VERSE_WRITE_DELAY_MS);
    };
    addEventListener('scroll', onScroll);
    return () => {
      removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [slug, title, search]);
}
