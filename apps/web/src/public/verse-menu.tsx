import { Suspense, lazy, useRef } from 'react';
import { useInterfaceLanguage, useT } from '../i18n/interface.js';

/** The menu itself is its own chunk, loaded when a reader first opens a verse's menu. */
const VerseMenuItems = lazy(() => import('./verse-menu-items.js'));

interface VerseMenuProps {
  verse: number;
  lines: readonly string[];
  title: string;
  reportHref: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A verse's menu button and, while open, its menu: copy the verse, share its link, report a mistake. */
export function VerseMenu({ verse, lines, title, reportHref, open, onOpenChange }: VerseMenuProps) {
  const button = useRef<HTMLButtonElement>(null);
  const t = useT();
  const interfaceLanguage = useInterfaceLanguage();
  const menuId = `verse-menu-${verse}`;
  const close = (refocus: boolean) => {
    onOpenChange(false);
    if (refocus) button.current?.focus();
  };
  return (
    <span className="verse-tools needs-js" lang={interfaceLanguage}>
      <button
        ref={button}
        type="button"
        className="verse-menu-button"
        aria-label={t('reading.verse.options', { verse })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => onOpenChange(!open)}
      />
      {open ? (
        <Suspense fallback={null}>
          <VerseMenuItems id={menuId} verse={verse} lines={lines} title={title} reportHref={reportHref} close={close} />
        </Suspense>
      ) : null}
    </span>
  );
}
