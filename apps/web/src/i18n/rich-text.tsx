import type { ReactElement } from 'react';
import { TransNoContext } from '@lingui/react/server';
import { useInterfaceI18n, type MessageKey, type MessageValues } from './interface.js';

/**
 * A message with elements inside it, numbered as in the catalogue: for
 * `"Write to us on the <0>contact page</0>."`, `components={{ 0: <Link href="/contact" /> }}`.
 * Lingui's `Trans`, given the page's instance (so that it stays out of the pages that need none).
 */
export function RichText(props: { id: MessageKey; values?: MessageValues; components: Record<string, ReactElement> }) {
  const i18n = useInterfaceI18n();
  return <TransNoContext {...props} lingui={{ i18n }} />;
}
