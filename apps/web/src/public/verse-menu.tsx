import { Suspense, lazy, useRef } from 'react';
import { IconDotsVertical } from '@tabler/icons-react';
import type { MemoryView } from '../ui/reading-memory.js';

/** The menu itself is its own chunk, loaded when a reader first opens a verse's menu. */
const VerseMenuItems = lazy(() => import('./verse-menu-items.js'));

/** The text, view and language of a verse, kept when the reader bookmarks it. */
export interface VerseSource {
  slug: string;
  view: MemoryView;
  lang: string;
}

interface VerseMenuProps {
  verse: number;
  lines: readonly string[];
  title: string;
  memory: VerseSource;
  reportHref: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A verse's menu button and, while open, its menu: copy the verse, share its link, bookmark it, report a mistake. */
export function VerseMenu({ verse, lines, title, memory, reportHref, open, onOpenChange }: VerseMenuProps) {
  const button = useRef<HTMLButtonElement>(null);
  const menuId = `verse-menu-${verse}`;
  const close = (refocus: boolean) => {
    onOpenChange(false);
    if (refocus) button.current?.focus();
  };
  return (
    <span className="verse-tools needs-js" lang="en">
      <button
        ref={button}
        type="button"
        className="verse-menu-button"
        aria-label={`Verse ${verse} options`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => onOpenChange(!open)}
      >
        <IconDotsVertical size={18} aria-hidden="true" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <VerseMenuItems
            id={menuId}
            verse={verse}
            lines={lines}
            title={title}
            memory={memory}
            reportHref={reportHref}
            close={close}
          />
        </Suspense>
      ) : null}
    </span>
  );
}
