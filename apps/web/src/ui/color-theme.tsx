import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { colorThemeCookie, type ColorTheme } from '@bhakti/core';

/**
 * Night mode (docs/product.md, docs/decisions/023): the reader's theme is light, dark, or none
 * (follow the system). The server renders a chosen theme as `data-theme` on <html> from the
 * theme cookie; styles/global.css draws both schemes with CSS alone, so no script runs before
 * the first paint. In the browser, a choice is applied at once and remembered in the cookie.
 */
export type ThemeChoice = ColorTheme | 'system';

/** The browser's bar colour per scheme: the saffron of the brand by day, the header's own at night. */
export const THEME_COLORS: Record<ColorTheme, string> = { light: '#ff9933', dark: '#241d17' };

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** `<html>`'s attributes for a theme: the reader's choice, and Mantine's scheme (the server cannot know the system's). */
export function htmlThemeAttributes(theme: ColorTheme | null): Record<string, string> {
  return theme ? { 'data-theme': theme, 'data-mantine-color-scheme': theme } : { 'data-mantine-color-scheme': 'light' };
}

interface ThemeMeta {
  name: 'color-scheme' | 'theme-color';
  content: string;
  media?: string;
}

/** The head's colour-scheme and theme-color for a theme: both schemes' when none is chosen. */
export function themeMeta(theme: ColorTheme | null): ThemeMeta[] {
  if (theme) {
    return [
      { name: 'color-scheme', content: theme },
      { name: 'theme-color', content: THEME_COLORS[theme] },
    ];
  }
  return [
    { name: 'color-scheme', content: 'light dark' },
    { name: 'theme-color', content: THEME_COLORS.light, media: '(prefers-color-scheme: light)' },
    { name: 'theme-color', content: THEME_COLORS.dark, media: DARK_QUERY },
  ];
}

export function themeMetaHtml(theme: ColorTheme | null): string {
  return themeMeta(theme)
    .map(
      ({ name, content, media }) => `<meta name="${name}"${media ? ` media="${media}"` : ''} content="${content}" />`,
    )
    .join('\n    ');
}

/** The theme the server rendered, read back from <html> by the browser before it hydrates. */
export function renderedTheme(root: HTMLElement): ColorTheme | null {
  const theme = root.dataset.theme;
  return theme === 'light' || theme === 'dark' ? theme : null;
}

function applyTheme(theme: ColorTheme | null): void {
  const root = document.documentElement;
  if (theme) root.dataset.theme = theme;
  else delete root.dataset.theme;
  for (const element of document.head.querySelectorAll('meta[name="color-scheme"], meta[name="theme-color"]')) {
    element.remove();
  }
  for (const { name, content, media } of themeMeta(theme)) {
    const meta = Object.assign(document.createElement('meta'), { name, content });
    if (media) meta.media = media;
    document.head.append(meta);
  }
  document.cookie = colorThemeCookie(theme, { secure: window.location.protocol === 'https:' });
}

function subscribeToSystemScheme(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const systemScheme = (): ColorTheme => (window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light');

interface ColorThemeState {
  choice: ThemeChoice;
  /** The scheme shown: the choice, or the system's (light on the server and while hydrating). */
  scheme: ColorTheme;
  choose(choice: ThemeChoice): void;
}

const ColorThemeContext = createContext<ColorThemeState>({ choice: 'system', scheme: 'light', choose: () => {} });

export const useColorTheme = () => useContext(ColorThemeContext);

/** Holds the reader's theme for the page; `theme` is what the server rendered. */
export function ColorThemeProvider({ theme, children }: { theme: ColorTheme | null; children: ReactNode }) {
  const [chosen, setChosen] = useState<ColorTheme | null>(theme);
  const system = useSyncExternalStore(subscribeToSystemScheme, systemScheme, () => 'light' as const);
  const scheme = chosen ?? system;
  const choose = useCallback((choice: ThemeChoice) => {
    const next = choice === 'system' ? null : choice;
    applyTheme(next);
    setChosen(next);
  }, []);
  // Mantine's components (the forms, the admin portal) follow the scheme shown.
  useEffect(() => {
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  }, [scheme]);
  const state = useMemo<ColorThemeState>(
    () => ({ choice: chosen ?? 'system', scheme, choose }),
    [chosen, scheme, choose],
  );
  return <ColorThemeContext.Provider value={state}>{children}</ColorThemeContext.Provider>;
}
