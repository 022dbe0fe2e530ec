import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/** docs/product.md, in rem. */
export const TEXT_SIZE = { default: 1.15, step: 0.1, min: 0.8, max: 1.5 } as const;

const STORAGE_KEY = 'bhakti_text_size';

const round = (value: number) => Math.round(value * 100) / 100;

export function clampTextSize(value: number): number {
  return round(Math.min(TEXT_SIZE.max, Math.max(TEXT_SIZE.min, value)));
}

interface TextSizeState {
  size: number;
  canDecrease: boolean;
  canIncrease: boolean;
  decrease(): void;
  increase(): void;
}

const TextSizeContext = createContext<TextSizeState | null>(null);

/** The reader's text size, kept while they move between texts and remembered on this device. */
export function TextSizeProvider({ children }: { children: ReactNode }) {
  const [size, setSize] = useState<number>(TEXT_SIZE.default);

  // Read after hydration, so the server's page and the first browser render agree.
  useEffect(() => {
    const stored = Number(safeStorage()?.getItem(STORAGE_KEY));
    if (Number.isFinite(stored) && stored > 0) setSize(clampTextSize(stored));
  }, []);

  const change = useCallback((delta: number) => {
    setSize((current) => {
      const next = clampTextSize(current + delta);
      safeStorage()?.setItem(STORAGE_KEY, String(next));
      return next;
    });
  }, []);

  const value = useMemo<TextSizeState>(
    () => ({
      size,
      canDecrease: size > TEXT_SIZE.min,
      canIncrease: size < TEXT_SIZE.max,
      decrease: () => change(-TEXT_SIZE.step),
      increase: () => change(TEXT_SIZE.step),
    }),
    [size, change],
  );
  return <TextSizeContext.Provider value={value}>{children}</TextSizeContext.Provider>;
}

export function useTextSize(): TextSizeState {
  const state = useContext(TextSizeContext);
  if (!state) throw new Error('useTextSize needs a TextSizeProvider');
  return state;
}

const VERSE_NUMBERS_KEY = 'bhakti_verse_numbers';

/** Whether the reader wants verse numbers (off until they ask), remembered on this device. */
export function useVerseNumbers(): [shown: boolean, show: (shown: boolean) => void] {
  const [shown, setShown] = useState(false);
  // Read after hydration, so the server's page and the first browser render agree.
  useEffect(() => setShown(safeStorage()?.getItem(VERSE_NUMBERS_KEY) === 'on'), []);
  const show = useCallback((next: boolean) => {
    setShown(next);
    try {
      if (next) safeStorage()?.setItem(VERSE_NUMBERS_KEY, 'on');
      else safeStorage()?.removeItem(VERSE_NUMBERS_KEY);
    } catch {
      // Storage full or blocked: the choice still holds on this page.
    }
  }, []);
  return [shown, show];
}

const SCRIPT_STORAGE_KEY = 'bhakti_script';

/** The script the reader last chose for Devanagari texts (unchecked: see parseScript), or null. */
export function storedScript(): string | null {
  try {
    return safeStorage()?.getItem(SCRIPT_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Remembers the reader's script on this device; null forgets it (back to the original). */
export function rememberScript(script: string | null): void {
  try {
    if (script === null) safeStorage()?.removeItem(SCRIPT_STORAGE_KEY);
    else safeStorage()?.setItem(SCRIPT_STORAGE_KEY, script);
  } catch {
    // Storage full or blocked: the choice still holds for this page and its address.
  }
}

/** localStorage, or null where there is none (the server) or it is blocked. */
export function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
