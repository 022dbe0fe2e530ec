import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { COLOR_SCHEME, theme } from './theme.js';

/**
 * Mantine's context, around the components built on Mantine (the public forms and the admin
 * portal) and not the whole site: the reading page's first load carries no Mantine provider.
 * It draws no styles of its own: the theme's CSS variables and classes are in the stylesheet
 * (src/theme-css.ts), the page's `<html>` names the colour scheme.
 */
export function MantineScope({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme={COLOR_SCHEME} withCssVariables={false} withGlobalClasses={false}>
      {children}
    </MantineProvider>
  );
}
