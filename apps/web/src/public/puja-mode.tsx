import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ScriptId } from '@bhakti/core';
import type { FullText } from '../ui/api.js';
import { verseAnchorOf } from '../ui/urls.js';
import { withPujaMode } from './puja-link.js';
import {
  LINES_PER_SCREEN,
  firstScreenOf,
  longestLine,
  parseLinesPerScreen,
  progressText,
  pujaScreens,
  type LinesPerScreen,
} from './puja-screens.js';
import { readStored, writeStored } from '../ui/device-storage.js';
import type { ReadingView } from './reading-view.js';
import { VerseLines, showVerse } from './verse-lines.js';
import { addressWith } from './view-form.js';
import { useT, type Translate } from '../i18n/interface.js';
import './puja-mode.css';

interface PujaModeProps {
  text: FullText;
  /** The view the reading page shows (language or transliteration) and its script: puja mode shows the same verses. */
  view: ReadingView;
  script: ScriptId;
  verses: string[][];
  /** The BCP 47 tag of the verses as shown. */
  lang: string;
}

/** A horizontal move of at least this many CSS pixels is a swipe, not a tap. */
const SWIPE_PX = 50;
/** The smallest text the fitting goes down to, in CSS pixels; a longer verse scrolls. */
const SMALLEST_TEXT_PX = 18;

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown', 'PageDown', ' ']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp', 'PageUp']);

const LINES_KEY = 'bhakti_puja_lines';

/**
 * Puja mode (docs/product.md, docs/decisions/024): the verses one screen at a time over the
 * reading page, in very large text on a warm dark background, for reading aloud in worship.
 * Tap the right or left half, swipe, or use the arrow, space and page keys to move; Esc or
 * "Leave puja mode" returns to the reading page at the verse reached.
 */
export function PujaMode({ text, view, script, verses, lang }: PujaModeProps) {
  const memoryKey = `bhakti_puja_${text.slug}_${view.transliteration ? 'transliteration' : view.language}_${script}`;
  const [linesPerScreen, setLinesPerScreen] = useState(() => parseLinesPerScreen(readStored(LINES_KEY)));
  const screens = useMemo(() => pujaScreens(verses, linesPerScreen), [verses, linesPerScreen]);
  const [index, setIndex] = useState(() => firstScreenOf(screens, startVerse(memoryKey)));
  const screen = screens[Math.min(index, screens.length - 1)];
  const verse = screen?.verse ?? 1;
  const dialog = useRef<HTMLDialogElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const leave = useLeave();
  const t = useT();
  const move = (delta: number) => setIndex((current) => Math.min(Math.max(current + delta, 0), screens.length - 1));
  const swipe = useSwipe(move);

  useWakeLock();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    next.current?.focus();
  }, []);
  // The place is kept in the address (a reload comes back to it) and on this device, for this view of this text.
  useEffect(() => {
    history.replaceState(history.state, '', `#v${verse}`);
    writeStored(memoryKey, String(verse));
  }, [memoryKey, verse]);

  const chooseLines = (value: string) => {
    const choice = parseLinesPerScreen(value);
    writeStored(LINES_KEY, String(choice));
    setLinesPerScreen(choice);
    setIndex(firstScreenOf(pujaScreens(verses, choice), verse));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    // The bars' own controls keep their keys (the select its arrows, the Leave button Space and Enter).
    if (
      target.closest('.puja-bar, .puja-foot') &&
      (target.tagName === 'SELECT' || event.key === ' ' || event.key === 'Enter')
    ) {
      return;
    }
    const delta = NEXT_KEYS.has(event.key) && !event.shiftKey ? 1 : PREVIOUS_KEYS.has(event.key) ? -1 : 0;
    if (delta === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault(); // no scrolling, and a focused tap zone does not also click
    move(delta);
  };

  const atStart = index <= 0;
  const atEnd = index >= screens.length - 1;
  return (
    <dialog
      ref={dialog}
      className="puja"
      aria-labelledby="puja-title"
      onCancel={(event) => {
        event.preventDefault();
        leave();
      }}
      onClose={leave}
      onKeyDown={onKeyDown}
      onPointerDown={swipe.start}
      onPointerUp={swipe.end}
    >
      <div className="puja-bar">
        <h2 id="puja-title" className="puja-title" lang="en">
          {text.title}
        </h2>
        <button type="button" className="puja-leave" onClick={leave}>
          <Icon path="M18 6 6 18M6 6l12 12" size={18} />
          {t('puja.leave')}
        </button>
      </div>
      <PujaStage screen={screen} verseCount={verses.length} lang={lang} />
      <div className="puja-foot">
        <label className="puja-lines">
          {t('puja.lines')}
          <span className="visually-hidden"> {t('puja.perScreen')}</span>
          <select value={linesPerScreen} onChange={(event) => chooseLines(event.target.value)}>
            {LINES_PER_SCREEN.map((choice) => (
              <option key={choice} value={choice}>
                {linesLabel(choice, t)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <button
        type="button"
        className="puja-zone puja-previous"
        aria-label={t('puja.previous')}
        aria-disabled={atStart}
        onClick={() => swipe.tapped() && move(-1)}
      >
        <Icon path="m15 6-6 6 6 6" size={40} />
      </button>
      <button
        ref={next}
        type="button"
        className="puja-zone puja-next"
        aria-label={t('puja.next')}
        aria-disabled={atEnd}
        onClick={() => swipe.tapped() && move(1)}
      >
        <Icon path="m9 6 6 6-6 6" size={40} />
      </button>
    </dialog>
  );
}

/** An outline icon drawn like the site's (Tabler's look), without the icon library in this chunk. */
function Icon({ path, size }: { path: string; size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  );
}

function linesLabel(choice: LinesPerScreen, t: Translate): string {
  return choice === 0 ? t('puja.wholeVerse') : t('puja.lineCount', { count: choice });
}

interface PujaStageProps {
  screen: ReturnType<typeof pujaScreens>[number] | undefined;
  verseCount: number;
  lang: string;
}

/** Where the reader is and the verse itself, announced politely when they change; the text sized to fit the screen. */
function PujaStage({ screen, verseCount, lang }: PujaStageProps) {
  const stage = useRef<HTMLDivElement>(null);
  const t = useT();
  useFitText(stage, screen);
  if (!screen) return null;
  const size = { '--puja-lines': screen.lines.length, '--puja-chars': longestLine(screen.lines) } as CSSProperties;
  return (
    <div ref={stage} className="puja-stage" aria-live="polite" aria-atomic="true">
      <p className="puja-progress">{progressText(screen, verseCount, t)}</p>
      <p className="puja-verse" lang={lang} style={size}>
        <VerseLines lines={screen.lines} />
      </p>
    </div>
  );
}

/**
 * The verse as large as the screen allows: the stylesheet's size from the screen's width and
 * height and the lines' length, then smaller while it still overflows (lines that wrap, a
 * font wider than guessed); past the smallest size the stage scrolls.
 */
function useFitText(stage: RefObject<HTMLDivElement | null>, screen: unknown) {
  useLayoutEffect(() => {
    const box = stage.current;
    const verse = box?.querySelector<HTMLElement>('.puja-verse');
    if (!box || !verse) return;
    const fit = () => {
      verse.style.fontSize = '';
      let size = parseFloat(getComputedStyle(verse).fontSize);
      while (box.scrollHeight > box.clientHeight && size > SMALLEST_TEXT_PX) {
        size = Math.max(SMALLEST_TEXT_PX, size * 0.9);
        verse.style.fontSize = `${size}px`;
      }
      box.dataset.overflow = String(box.scrollHeight > box.clientHeight);
    };
    fit();
    let current = true;
    void document.fonts.ready.then(() => current && fit());
    window.addEventListener('resize', fit);
    return () => {
      current = false;
      window.removeEventListener('resize', fit);
    };
  }, [stage, screen]);
}

/** The verse to open at: the address's `#vN` (a reload, a shared link), else the one remembered, else the first. */
function startVerse(memoryKey: string): number {
  const anchor = verseAnchorOf(window.location.hash);
  return Number(anchor.slice(2)) || Number(readStored(memoryKey)) || 1;
}

/** Back to the reading page at the verse reached (the address's `#vN`), out of full screen. */
function useLeave() {
  const [path, navigate] = useLocation();
  const query = useSearch();
  const leaving = useRef(false);
  const leave = useCallback(async () => {
    if (leaving.current) return;
    leaving.current = true;
    if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
    const anchor = verseAnchorOf(window.location.hash);
    navigate(addressWith(path, withPujaMode(new URLSearchParams(query), false)), { replace: true });
    if (anchor) showVerse(anchor);
  }, [path, query, navigate]);

  useEffect(() => {
    // Esc in full screen is the browser's: it leaves full screen, and puja mode with it.
    const onFullscreenChange = () => {
      if (!document.fullscreenElement) void leave();
    };
    document.addEventListener('fullscreenchange', onFullscreenChange);
    return () => document.removeEventListener('fullscreenchange', onFullscreenChange);
  }, [leave]);
  // However it was left (the Back button too): full screen ends, and once the dialog is gone
  // focus returns to the link that opened it, the verse staying where it was scrolled to.
  useEffect(
    () => () => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      document.querySelector<HTMLElement>('a[href*="mode=puja"]')?.focus({ preventScroll: true });
    },
    [],
  );
  return () => void leave();
}

/**
 * Swipes left (next) and right (previous) anywhere on the screen. A swipe that ends on a tap
 * zone also clicks it: `tapped()` tells the zone whether its click was a tap (true) or the end
 * of a swipe (false, already handled).
 */
function useSwipe(move: (delta: number) => void) {
  const from = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  return {
    start(event: PointerEvent) {
      from.current = { x: event.clientX, y: event.clientY };
      swiped.current = false;
    },
    end(event: PointerEvent) {
      if (!from.current) return;
      const dx = event.clientX - from.current.x;
      const dy = event.clientY - from.current.y;
      from.current = null;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      swiped.current = true;
      move(dx < 0 ? 1 : -1);
    },
    tapped() {
      const tap = !swiped.current;
      swiped.current = false;
      return tap;
    },
  };
}

/**
 * Keeps the screen on while puja mode is open (Screen Wake Lock API). The browser lets go of
 * the lock when the page is hidden, so it is asked for again when the page is shown. Where the
 * API is missing or the request is refused (battery saver), the screen may dim: nothing is said.
 */
function useWakeLock() {
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let open = true;
    const request = () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      navigator.wakeLock.request('screen').then(
        (sentinel) => {
          if (open) lock = sentinel;
          else void sentinel.release().catch(() => undefined);
        },
        () => undefined,
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      open = false;
      document.removeEventListener('visibilitychange', request);
      void lock?.release().catch(() => undefined);
    };
  }, []);
}
