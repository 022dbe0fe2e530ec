import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useColorTheme } from './color-theme.js';
import { theme } from './theme.js';

/**
 * Mantine's context, around the components built on Mantine (the public forms and the admin
 * portal) and not the whole site: the reading page's first load carries no Mantine provider.
 * It draws no styles of its own: the theme's CSS variables and classes are in the stylesheet
 * (src/theme-css.ts). Mantine's scheme is the one the page shows (src/ui/color-theme.tsx).
 */
export function MantineScope({ children }: { children: ReactNode }) {
  const { scheme } = useColorTheme();
  return (
    <MantineProvider theme={theme} forceColorScheme={scheme} withCssVariables={false} withGlobalClasses={false}>
      {children}
    </MantineProvider>
  );
}
