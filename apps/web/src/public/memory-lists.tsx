import { Link } from 'wouter';
import { IconX } from '@tabler/icons-react';
import type { Bookmark, Reading } from '../ui/reading-memory.js';
import { removeBookmark } from '../ui/use-reading-memory.js';
import { contentLang } from '../ui/content-language.js';
import { TRANSLITERATION_VIEW, urls } from '../ui/urls.js';
import { useInterfaceLanguage } from '../i18n/interface.js';
import { RichText } from '../i18n/rich-text.js';
import { parseScript } from './script-view.js';
import { useViewWords, type ViewWords } from './script-view.js';
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
export function viewName(words: ViewWords, query: string): string {
  const { t } = words;
  const { language, transliteration, script } = viewOf(query);
  const name = transliteration ? t('myTexts.list.transliteration') : language ? words.language(language) : '';
  if (!script) return name;
  return t('myTexts.list.shownIn', { name: name || t('myTexts.list.original'), script: words.script(script) });
}

/** When a text was read, in the interface's language, the reader's time (only the browser shows it). */
const readAt = (language: string, at: number) =>
  new Date(at).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });

/** A remembered title: the library's, in its own language. */
const Title = ({ title }: { title: string }) => <span lang={contentLang(title)}>{title}</span>;

/** Texts left partway, each a link back to the verse reached, in the view it was read in. */
export function ContinueList({ readings }: { readings: readonly Reading[] }) {
  const words = useViewWords();
  const { t } = words;
  return (
    <ul className="memory-list">
      {readings.map((reading) => {
        const view = viewName(words, reading.query);
        return (
          <li key={reading.slug} className="memory-item">
            <Link
              href={linkTo(reading, reading.verse)}
              className="memory-title"
              aria-label={t('myTexts.list.continueAt', { title: reading.title, verse: reading.verse })}
            >
              <Title title={reading.title} />
            </Link>
            <span className="memory-meta">
              {t('myTexts.list.verse', { verse: reading.verse })}
              {view ? ` · ${view}` : ''}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Texts opened on this device, newest first, with when. */
export function RecentList({ readings }: { readings: readonly Reading[] }) {
  const words = useViewWords();
  const language = useInterfaceLanguage();
  return (
    <ul className="memory-list">
      {readings.map((reading) => {
        const view = viewName(words, reading.query);
        return (
          <li key={reading.slug} className="memory-item">
            <Link href={linkTo(reading)} className="memory-title">
              <Title title={reading.title} />
            </Link>
            <span className="memory-meta">
              {view ? `${view} · ` : ''}
              <time dateTime={new Date(reading.at).toISOString()}>{readAt(language, reading.at)}</time>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Bookmarked texts and verses, newest first, each with a Remove button. */
export function BookmarkList({ bookmarks }: { bookmarks: readonly Bookmark[] }) {
  const words = useViewWords();
  const { t } = words;
  return (
    <ul className="memory-list">
      {bookmarks.map((bookmark) => {
        const { title, verse } = bookmark;
        const name = verse ? t('myTexts.list.bookmarkedVerseLabel', { title, verse }) : title;
        return (
          <li key={`${bookmark.slug} ${verse ?? ''}`} className="memory-item memory-bookmark">
            <Link href={linkTo(bookmark, verse)} className="memory-title">
              {verse ? (
                <RichText
                  id="myTexts.list.bookmarkedVerse"
                  values={{ title, verse }}
                  components={{ 0: <span lang={contentLang(title)} /> }}
                />
              ) : (
                <Title title={title} />
              )}
            </Link>
            {bookmark.line ? (
              <span className="memory-line" lang={bookmark.lang}>
                <VerseLines lines={[bookmark.line]} />
              </span>
            ) : null}
            <span className="memory-meta">{viewName(words, bookmark.query) || t('myTexts.list.text')}</span>
            <button
              type="button"
              className="icon-button memory-remove"
              aria-label={t('myTexts.list.remove', { name })}
              onClick={() => removeBookmark(bookmark.slug, verse)}
            >
              <IconX size={18} aria-hidden="true" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
