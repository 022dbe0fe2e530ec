import { useEffect, useState } from 'react';
import { IconBookmark } from '@tabler/icons-react';
import { isBookmarked, toggleBookmark } from '../ui/reading-memory.js';
import { useT } from '../i18n/interface.js';

/** The reading toolbar's "Bookmark this text" toggle: pressed (its icon filled) while this device keeps the bookmark. */
export function BookmarkToggle({ slug, title }: { slug: string; title: string }) {
  const [pressed, setPressed] = useState(false);
  const t = useT();
  // Read after hydration, so the server's page and the first browser render agree.
  useEffect(() => setPressed(isBookmarked(slug)), [slug]);
  return (
    <button
      type="button"
      className="toolbar-button needs-js"
      aria-pressed={pressed}
      aria-label={t('reading.toolbar.bookmarkText')}
      onClick={() => setPressed(toggleBookmark({ slug, title, query: location.search }))}
    >
      <IconBookmark size={18} aria-hidden="true" />
      <span className="toolbar-text">{t('reading.toolbar.bookmark')}</span>
    </button>
  );
}
