import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { COLOR_SCHEME, theme } from './ui/theme.js';

/**
 * The `<style>` elements MantineProvider renders first on every page (the theme's CSS
 * variables and its global classes), rendered once. They are the same on every page, and
 * making them anew took an eighth of a page's render on the server. The server renders
 * the app without them and puts this copy where they stood, so the HTML is unchanged and
 * the browser, which renders them itself, hydrates the same markup.
 */
export const THEME_STYLES = renderToStaticMarkup(
  <MantineProvider theme={theme} forceColorScheme={COLOR_SCHEME}>
    {null}
  </MantineProvider>,
);
