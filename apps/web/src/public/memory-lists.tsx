import { Link } from 'wouter';
import { IconX } from '@tabler/icons-react';
import { languageName } from '@bhakti/core';
import type { Bookmark, Reading } from '../ui/reading-memory.js';
import { removeBookmark } from '../ui/use-reading-memory.js';
import { TRANSLITERATION_VIEW, urls } from '../ui/urls.js';
import { parseScript, scriptLabel } from './script-view.js';
import { VerseLines } from './verse-lines.js';

/** The view a remembered query names: its language or transliteration, and its script view. */
function viewOf(query: string) {
  const search = new URLSearchParams(query);
  return {
    language: search.get('language'),
    transliteration: search.get('view') === TRANSLITERATION_VIEW,
    script: parseScript(search.get('script')),
  };
}

/** The link back to a remembered text, in the view it was read in, at a verse. */
const linkTo = (item: Reading | Bookmark, verse?: number) => urls.text(item.slug, { ...viewOf(item.query), verse });

/** "Hindi", "English Transliteration", "Hindi, shown in Telugu": the view a text was read in ('' for the text's first). */
export function viewName(query: string): string {
  const { language, transliteration, script } = viewOf(query);
  const name = transliteration ? 'English Transliteration' : language ? languageName(language) : '';
  return script ? `${name || 'Original'}, shown in ${scriptLabel(script)}` : name;
}

const readAt = (at: number) => new Date(at).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });

/** Texts left partway, each a link back to the verse reached, in the view it was read in. */
export function ContinueList({ readings }: { readings: readonly Reading[] }) {
  return (
    <ul className="memory-list">
      {readings.map((reading) => (
        <li key={reading.slug} className="memory-item">
          <Link
            href={linkTo(reading, reading.verse)}
            className="memory-title"
            aria-label={`Continue ${reading.title} at verse ${reading.verse}`}
          >
            {reading.title}
          </Link>
          <span className="memory-meta">
            Verse {reading.verse}
            {viewName(reading.query) ? ` · ${viewName(reading.query)}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Texts opened on this device, newest first, with when. */
export function RecentList({ readings }: { readings: readonly Reading[] }) {
  return (
    <ul className="memory-list">
      {readings.map((reading) => (
        <li key={reading.slug} className="memory-item">
          <Link href={linkTo(reading)} className="memory-title">
            {reading.title}
          </Link>
          <span className="memory-meta">
            {viewName(reading.query) ? `${viewName(reading.query)} · ` : ''}
            <time dateTime={new Date(reading.at).toISOString()}>{readAt(reading.at)}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Bookmarked texts and verses, newest first, each with a Remove button. */
export function BookmarkList({ bookmarks }: { bookmarks: readonly Bookmark[] }) {
  return (
    <ul className="memory-list">
      {bookmarks.map((bookmark) => {
        const name = bookmark.verse ? `${bookmark.title}, verse ${bookmark.verse}` : bookmark.title;
        return (
          <li key={`${bookmark.slug} ${bookmark.verse ?? ''}`} className="memory-item memory-bookmark">
            <Link href={linkTo(bookmark, bookmark.verse)} className="memory-title">
              {name}
            </Link>
            {bookmark.line ? (
              <span className="memory-line" lang={bookmark.lang}>
                <VerseLines lines={[bookmark.line]} />
              </span>
            ) : null}
            <span className="memory-meta">{viewName(bookmark.query) || 'Text'}</span>
            <button
              type="button"
              className="icon-button memory-remove"
              aria-label={`Remove bookmark: ${name}`}
              onClick={() => removeBookmark(bookmark.slug, bookmark.verse)}
            >
              <IconX size={18} aria-hidden="true" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
