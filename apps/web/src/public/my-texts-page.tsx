import { Link } from 'wouter';
import { SavedTexts } from '../offline/saved-texts-list.js';
import { useHead } from '../ui/head.js';
import { useToast } from '../ui/toast.js';
import { urls } from '../ui/urls.js';
import { clearRecent, continueReading, useReadingMemory, type Memory } from '../ui/use-reading-memory.js';
import { useT } from '../i18n/interface.js';
import { RichText } from '../i18n/rich-text.js';
import { BookmarkList, ContinueList, RecentList } from './memory-lists.js';

export function MyTextsPage() {
  const t = useT();
  useHead({ title: t('myTexts.title'), description: t('myTexts.description'), path: urls.myTexts() });
  const memory = useReadingMemory();
  return (
    <div className="prose-page my-texts">
      <h1>{t('myTexts.heading')}</h1>
      {/* Said by the server's page (it cannot know this device's lists) and kept above them. */}
      <p>{t('myTexts.onThisDevice')}</p>
      <noscript>
        <p>{t('myTexts.noScript')}</p>
      </noscript>
      {memory ? <MemorySections memory={memory} /> : null}
      {memory ? (
        <section aria-labelledby="saved-heading">
          <h2 id="saved-heading">{t('myTexts.saved')}</h2>
          <SavedTexts />
        </section>
      ) : null}
    </div>
  );
}

function MemorySections({ memory }: { memory: Memory }) {
  const toast = useToast();
  const t = useT();
  const partway = continueReading(memory);
  return (
    <>
      <section aria-labelledby="continue-heading">
        <h2 id="continue-heading">{t('myTexts.continue')}</h2>
        {partway.length ? (
          <ContinueList readings={partway} />
        ) : (
          <p className="memory-empty">{t('myTexts.continueEmpty')}</p>
        )}
      </section>
      <section aria-labelledby="bookmarks-heading">
        <h2 id="bookmarks-heading">{t('myTexts.bookmarks')}</h2>
        {memory.bookmarks.length ? (
          <BookmarkList bookmarks={memory.bookmarks} />
        ) : (
          <p className="memory-empty">{t('myTexts.bookmarksEmpty')}</p>
        )}
      </section>
      <section aria-labelledby="recent-heading">
        <h2 id="recent-heading">{t('myTexts.recent')}</h2>
        {memory.recent.length ? (
          <>
            <RecentList readings={memory.recent} />
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                clearRecent();
                toast({ title: t('myTexts.clearedTitle'), description: t('myTexts.clearedDescription') });
              }}
            >
              {t('myTexts.clearRecent')}
            </button>
          </>
        ) : (
          <p className="memory-empty">
            <RichText id="myTexts.recentEmpty" components={{ 0: <Link href={urls.allTexts()} /> }} />
          </p>
        )}
      </section>
    </>
  );
}
