import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** docs/product.md's brand colours; the CSS custom properties in styles/global.css repeat them. */
export const BRAND = {
  saffron: '#ff9933',
  saffronDeep: '#8a3b00',
  red: '#a61b1b',
  gold: '#7a5a00',
  cream: '#fff8ee',
  charcoal: '#2b2b2b',
  lightGrey: '#f3f1ee',
  darkBeige: '#e8d9c4',
} as const;

const saffron: MantineColorsTuple = [
  '#fff4e6',
  '#ffe6c7',
  '#ffd09a',
  '#ffb96b',
  '#ffa647',
  '#ff9933',
  '#ff9933',
  '#f0861c',
  '#cc6d12',
  '#8a3b00',
];

/** Mantine's dark shades, warm like the site's night palette (styles/global.css): the admin portal's dark scheme. */
const dark: MantineColorsTuple = [
  '#efe6da',
  '#c2b4a3',
  '#a89888',
  '#8a7a6b',
  '#4a3d31',
  '#3a2f26',
  '#2e2620',
  '#241d17',
  '#1a1511',
  '#120e0b',
];

export const theme = createTheme({
  colors: { saffron, dark },
  primaryColor: 'saffron',
  primaryShade: 6,
  // Dark text on saffron: 7:1, where white would be 2:1.
  autoContrast: true,
  luminanceThreshold: 0.3,
  black: BRAND.charcoal,
  fontFamily: 'var(--font-ui)',
  headings: { fontFamily: 'var(--font-ui)', fontWeight: '700' },
  defaultRadius: 'md',
  focusRing: 'auto',
});
