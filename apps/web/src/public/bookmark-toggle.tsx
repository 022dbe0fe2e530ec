import { useEffect, useState } from 'react';
import { IconBookmark } from '@tabler/icons-react';
import { isBookmarked, toggleBookmark, type MemoryView } from '../ui/reading-memory.js';

/** The reading toolbar's "Bookmark this text" toggle: pressed (its icon filled) while this device keeps the bookmark. */
export function BookmarkToggle({ slug, title, view }: { slug: string; title: string; view: MemoryView }) {
  const [pressed, setPressed] = useState(false);
  // Read after hydration, so the server's page and the first browser render agree.
  useEffect(() => setPressed(isBookmarked(slug)), [slug]);
  return (
    <button
      type="button"
      className="toolbar-button bookmark-toggle needs-js"
      aria-pressed={pressed}
      aria-label="Bookmark this text"
      onClick={() => setPressed(toggleBookmark({ slug, title, view }))}
    >
      <IconBookmark size={18} aria-hidden="true" />
      <span className="toolbar-text">Bookmark</span>
    </button>
  );
}
