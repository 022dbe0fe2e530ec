import { describe, expect, it } from 'vitest';
import { colorThemeCookie, colorThemeFromCookies, parseColorTheme } from './color-theme.js';

describe('the colour theme cookie', () => {
  it('reads light or dark, and anything else as no choice', () => {
    expect(colorThemeFromCookies('theme=dark')).toBe('dark');
    expect(colorThemeFromCookies('a=1; theme=light; b=2')).toBe('light');
    expect(colorThemeFromCookies(' theme = dark ')).toBe('dark');
    expect(colorThemeFromCookies('theme=Dark')).toBeNull();
    expect(colorThemeFromCookies('theme=sepia')).toBeNull();
    expect(colorThemeFromCookies('mytheme=dark; theme')).toBeNull();
    expect(colorThemeFromCookies(undefined)).toBeNull();
    expect(colorThemeFromCookies('theme=light; theme=dark')).toBe('light');
    expect(parseColorTheme('system')).toBeNull();
  });

  it('remembers a choice for a year and forgets it at once', () => {
    expect(colorThemeCookie('dark')).toBe('theme=dark; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(colorThemeCookie(null, { secure: true })).toBe('theme=; Max-Age=0; Path=/; SameSite=Lax; Secure');
    expect(colorThemeFromCookies(colorThemeCookie('light'))).toBe('light');
  });
});
