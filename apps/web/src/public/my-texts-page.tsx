import { Link } from 'wouter';
import { SavedTexts } from '../offline/saved-texts-list.js';
import { useHead } from '../ui/head.js';
import { useToast } from '../ui/toast.js';
import { urls } from '../ui/urls.js';
import { clearRecent, continueReading, useReadingMemory, type Memory } from '../ui/use-reading-memory.js';
import { BookmarkList, ContinueList, RecentList } from './memory-lists.js';

export const MY_TEXTS_DESCRIPTION =
  'The texts you read and bookmarked on this device, and where you left off: kept in this browser only.';

/** Said by the server's page (it cannot know this device's lists) and kept above them. */
const ON_THIS_DEVICE =
  'Your bookmarks, the texts you read and where you left off are kept in this browser, on this device only: nothing is sent to our server, and there is no account.';

export function MyTextsPage() {
  useHead({ title: 'My texts', description: MY_TEXTS_DESCRIPTION, path: urls.myTexts() });
  const memory = useReadingMemory();
  return (
    <div className="prose-page my-texts">
      <h1>My texts</h1>
      <p>{ON_THIS_DEVICE}</p>
      <noscript>
        <p>Showing them needs JavaScript, which is turned off in this browser.</p>
      </noscript>
      {memory ? <MemorySections memory={memory} /> : null}
      {memory ? (
        <section aria-labelledby="saved-heading">
          <h2 id="saved-heading">Saved for offline</h2>
          <SavedTexts />
        </section>
      ) : null}
    </div>
  );
}

function MemorySections({ memory }: { memory: Memory }) {
  const toast = useToast();
  const partway = continueReading(memory);
  return (
    <>
      <section aria-labelledby="continue-heading">
        <h2 id="continue-heading">Continue reading</h2>
        {partway.length ? (
          <ContinueList readings={partway} />
        ) : (
          <p className="memory-empty">
            Nothing to continue yet. When you read part of a text, it waits for you here at the verse you reached.
          </p>
        )}
      </section>
      <section aria-labelledby="bookmarks-heading">
        <h2 id="bookmarks-heading">Bookmarks</h2>
        {memory.bookmarks.length ? (
          <BookmarkList bookmarks={memory.bookmarks} />
        ) : (
          <p className="memory-empty">
            No bookmarks yet. Use “Bookmark” on a text, or “Bookmark verse” in a verse’s menu (⋮), to keep it here.
          </p>
        )}
      </section>
      <section aria-labelledby="recent-heading">
        <h2 id="recent-heading">Recently read</h2>
        {memory.recent.length ? (
          <>
            <RecentList readings={memory.recent} />
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                clearRecent();
                toast({
                  title: 'Recently read cleared',
                  description: 'The places you reached went with it; bookmarks stay.',
                });
              }}
            >
              Clear recently read
            </button>
          </>
        ) : (
          <p className="memory-empty">
            No texts read yet on this device. <Link href={urls.allTexts()}>Browse all texts</Link>
          </p>
        )}
      </section>
    </>
  );
}
