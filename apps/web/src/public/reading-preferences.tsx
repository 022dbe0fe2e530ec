import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readStored, writeStored } from '../ui/device-storage.js';

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
    const stored = Number(readStored(STORAGE_KEY));
    if (Number.isFinite(stored) && stored > 0) setSize(clampTextSize(stored));
  }, []);

  const change = useCallback((delta: number) => {
    setSize((current) => {
      const next = clampTextSize(current + delta);
      writeStored(STORAGE_KEY, String(next));
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
  useEffect(() => setShown(readStored(VERSE_NUMBERS_KEY) === 'on'), []);
  const show = useCallback((next: boolean) => {
    setShown(next);
    writeStored(VERSE_NUMBERS_KEY, next ? 'on' : null);
  }, []);
  return [shown, show];
}

const SCRIPT_STORAGE_KEY = 'bhakti_script';

/** The script the reader last chose for Devanagari texts (unchecked: see parseScript), or null. */
export function storedScript(): string | null {
  return readStored(SCRIPT_STORAGE_KEY);
}

/** Remembers the reader's script on this device; null forgets it (back to the original). */
export function rememberScript(script: string | null): void {
  writeStored(SCRIPT_STORAGE_KEY, script);
}
