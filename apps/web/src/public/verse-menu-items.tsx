import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { IconBookmark, IconBookmarkOff, IconCopy, IconFlag, IconShare2 } from '@tabler/icons-react';
import { copyText } from '../ui/clipboard.js';
import { isBookmarked, toggleBookmark } from '../ui/reading-memory.js';
import { useToast } from '../ui/toast.js';
import { interfaceBase, interfacePath } from '@bhakti/core';
import { useInterfaceLanguage, useT, type Translate } from '../i18n/interface.js';

/** The address of a verse: this page's, with `#vN` in place of any other anchor. */
export const verseUrl = (verse: number) => `${window.location.href.split('#')[0] ?? ''}#v${verse}`;

/** What "Copy verse" puts on the clipboard: the verse, then "— {title}, verse N", then its link. */
export const verseCitation = (lines: readonly string[], title: string, verse: number, url: string, t: Translate) =>
  `${lines.join('\n')}\n${t('reading.verse.citation', { title, verse })}\n${url}`;

interface VerseMenuItemsProps {
  id: string;
  verse: number;
  lines: readonly string[];
  title: string;
  reportHref: string;
  close: (refocus: boolean) => void;
}

export default function VerseMenuItems({ id, verse, lines, title, reportHref, close }: VerseMenuItemsProps) {
  const menu = useMenuFocus(close);
  const t = useT();
  const language = useInterfaceLanguage();
  const { copyVerse, shareVerse } = useVerseActions(verse, lines, title);
  const { bookmarked, bookmarkVerse } = useVerseBookmark(menu.ref, verse, lines, title);
  const act = (action: () => Promise<void>) => () => {
    close(true);
    void action();
  };
  return (
    <span
      ref={menu.ref}
      id={id}
      role="menu"
      aria-label={t('reading.verse.label', { verse })}
      className="verse-menu"
      onKeyDown={menu.onKeyDown}
    >
      <button type="button" role="menuitem" tabIndex={-1} onClick={act(copyVerse)}>
        <IconCopy size={18} aria-hidden="true" />
        {t('reading.verse.copy')}
      </button>
      <button type="button" role="menuitem" tabIndex={-1} onClick={act(shareVerse)}>
        <IconShare2 size={18} aria-hidden="true" />
        {t('reading.verse.share')}
      </button>
      <a role="menuitem" tabIndex={-1} href={interfacePath(language, reportHref)}>
        <IconFlag size={18} aria-hidden="true" />
        {t('reading.verse.report')}
      </a>
      <button type="button" role="menuitem" tabIndex={-1} onClick={act(async () => bookmarkVerse())}>
        {bookmarked ? <IconBookmarkOff size={18} aria-hidden="true" /> : <IconBookmark size={18} aria-hidden="true" />}
        {bookmarked ? t('reading.verse.removeBookmark') : t('reading.verse.bookmark')}
      </button>
    </span>
  );
}

/** The menu pattern: the first item focused on open, arrows and Home/End move, Esc and Tab and a click outside close. */
function useMenuFocus(close: (refocus: boolean) => void) {
  const ref = useRef<HTMLSpanElement>(null);
  const closeRef = useRef(close);
  closeRef.current = close;
  const items = () => [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    items()[0]?.focus();
    const outside = (event: PointerEvent) => {
      const tools = ref.current?.parentElement;
      if (tools && !tools.contains(event.target as Node)) closeRef.current(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moveTo: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 };
    if (event.key in moveTo) {
      event.preventDefault();
      all[((moveTo[event.key] ?? 0) + all.length) % all.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeRef.current(true);
    } else if (event.key === 'Tab') {
      closeRef.current(false);
    }
  };
  return { ref, onKeyDown };
}

function useVerseActions(verse: number, lines: readonly string[], title: string) {
  const toast = useToast();
  const t = useT();
  const copyVerse = async () => {
    const url = verseUrl(verse);
    if (await copyText(verseCitation(lines, title, verse, url, t))) {
      toast({ title: t('reading.verse.copied'), description: t('reading.verse.copiedDescription', { verse, title }) });
    } else {
      toast({ title: t('reading.verse.copyFailed'), description: url, variant: 'destructive' });
    }
  };
  const shareVerse = async () => {
    const url = verseUrl(verse);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('reading.verse.shareTitle', { title, verse }), url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    if (await copyText(url)) toast({ title: t('reading.verse.linkCopied'), description: url });
    else toast({ title: t('reading.toolbar.copyLinkFailed'), description: url, variant: 'destructive' });
  };
  return { copyVerse, shareVerse };
}

/**
 * "Bookmark verse": the verse of this page's text, in the view it is read in, with its first
 * line in the language the page marks the verses with.
 */
function useVerseBookmark(menu: RefObject<HTMLElement | null>, verse: number, lines: readonly string[], title: string) {
  const toast = useToast();
  const t = useT();
  // The menu is on the reading page, `/texts/{slug}` (`/hi/texts/{slug}` in Hindi).
  const path = location.pathname.slice(interfaceBase(useInterfaceLanguage()).length);
  const slug = decodeURIComponent(path.split('/')[2] ?? '');
  const bookmarked = isBookmarked(slug, verse);
  const bookmarkVerse = () => {
    const lang = menu.current?.closest('.verses')?.getAttribute('lang') ?? undefined;
    if (toggleBookmark({ slug, title, query: location.search, verse, line: lines[0] ?? '', lang }) === bookmarked) {
      toast({
        title: t('reading.verse.bookmarkFailed'),
        description: t('reading.verse.storageBlocked'),
        variant: 'destructive',
      });
    } else if (bookmarked) {
      toast({ title: t('reading.verse.bookmarkRemoved'), description: t('reading.verse.ofText', { verse, title }) });
    } else {
      toast({
        title: t('reading.verse.bookmarked'),
        description: t('reading.verse.bookmarkedDescription', { verse, title }),
      });
    }
  };
  return { bookmarked, bookmarkVerse };
}
