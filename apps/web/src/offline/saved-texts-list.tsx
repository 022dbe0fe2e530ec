import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { SavedText } from './saved-texts.js';
import { contentLang } from '../ui/content-language.js';
import { useT } from '../i18n/interface.js';

/**
 * The texts saved on this device for offline reading, as links to their reading pages (the
 * offline page shows it; so may a reader's own page of texts). Read from Cache Storage in the
 * browser: the server renders nothing here.
 */
export function SavedTexts() {
  const t = useT();
  const [texts, setTexts] = useState<SavedText[] | null>(null);
  useEffect(() => {
    if (!('caches' in window)) return setTexts([]);
    // The saved texts' module is its own chunk, shared with the toolbar's "Save for offline".
    import('./saved-texts.js').then((offline) => offline.listSavedTexts()).then(setTexts, () => setTexts([]));
  }, []);
  if (texts === null) return null;
  if (texts.length === 0) {
    return (
      <p className="saved-texts-empty" data-testid="saved-texts">
        {t('offline.savedEmpty')}
      </p>
    );
  }
  return (
    <ul className="saved-texts" data-testid="saved-texts" aria-label={t('offline.savedList')}>
      {texts.map((text) => (
        <li key={text.path} lang={contentLang(text.title)}>
          <Link href={text.path}>{text.title}</Link>
        </li>
      ))}
    </ul>
  );
}
