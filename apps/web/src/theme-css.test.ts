import { describe, expect, it } from 'vitest';
import { themeCss } from './theme-css.js';

describe('the theme stylesheet', () => {
  it('holds the theme’s CSS variables and Mantine’s global classes', () => {
    const css = themeCss();
    expect(css).toMatch(/^:root, :host\{--mantine-color-black: #2b2b2b;/);
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-saffron-filled);');
    expect(css).toContain('--mantine-color-saffron-6: #ff9933;');
    expect(css).toContain(':root[data-mantine-color-scheme="light"]');
    expect(css).toContain('.mantine-hidden-from-xs {display: none !important;}');
    expect(css).not.toContain('<');
  });
});
