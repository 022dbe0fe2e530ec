import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { theme } from './ui/theme.js';

/**
 * The CSS MantineProvider would write into `<style>` elements on every page (the theme's CSS
 * variables, then its global classes), made once at build time: vite.config.ts serves it as
 * the module `virtual:mantine-theme.css`, which the browser entry imports after the site's own
 * styles, so it lands at the end of the site's stylesheet with the same precedence an inline
 * style after that stylesheet had. The pages carry no copy and no provider draws it: the
 * reading page runs without Mantine's provider (src/ui/mantine-scope.tsx).
 */
export function themeCss(): string {
  const html = renderToStaticMarkup(createElement(MantineProvider, { theme, children: null }));
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
  if (styles.length === 0) throw new Error('MantineProvider rendered no theme styles');
  return `${styles.join('\n')}\n`;
}
