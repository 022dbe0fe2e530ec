import { Link, useSearch } from 'wouter';
import { useRead } from '../ui/page-data.js';
import { viewLang } from '@bhakti/core';
import type { FullText } from '../ui/api.js';
import { ApiError } from '../ui/api-error.js';
import { useHead } from '../ui/head.js';
import { usePublicQueries } from '../ui/queries.js';
import { LinesSkeleton } from '../ui/skeletons.js';
import { StatePanel } from '../ui/state-panel.js';
import { urls } from '../ui/urls.js';
import { choiceFromSearch, readingView } from './reading-view.js';
import { ReportForm, type ReportedVerse } from './report-form.js';
import { ORIGINAL_SCRIPT, useViewWords } from './script-view.js';
import { useT } from '../i18n/interface.js';
import { RichText } from '../i18n/rich-text.js';
import { VerseLines } from './verse-lines.js';
import { useShownVerses } from './verses.js';

/** `/texts/:slug/report?language=&view=transliteration&script=&verse=`: report a mistake in one verse. */
export function ReportPage({ params }: { params: { slug: string } }) {
  const queries = usePublicQueries();
  const { data: text, status, error } = useRead(queries.text(params.slug));
  const search = new URLSearchParams(useSearch());
  const t = useT();
  if (status === 'pending') return <LinesSkeleton label={t('reading.loading')} />;
  if (status === 'error' || !text) return <ReportTextNotFound status={ApiError.from(error).notFound ? 404 : 500} />;
  return <ReportView text={text} search={search} />;
}

function ReportTextNotFound({ status }: { status: number }) {
  const t = useT();
  const [title, message] = [t('reading.notFound.title'), t('reading.notFound.message')];
  useHead({ title, description: message, path: null, status, noindex: true });
  return <StatePanel level={1} title={title} message={message} />;
}

/** The reading page's view that the address names, as the reading page would show it. */
function useReportedView(text: FullText, search: URLSearchParams) {
  const view = readingView(text, choiceFromSearch(search));
  const shown = useShownVerses(view, search);
  return { view, ...shown };
}

function ReportView({ text, search }: { text: FullText; search: URLSearchParams }) {
  const { view, verses, script, scriptLanguage } = useReportedView(text, search);
  const verseNumber = Number(search.get('verse'));
  const verse = Number.isInteger(verseNumber) && verseNumber >= 1 && verseNumber <= verses.length ? verseNumber : null;
  const words = useViewWords();
  const { t } = words;
  useHead({
    title: t('report.head.title', { title: text.title }),
    description: t('report.head.description', { title: text.title }),
    path: null,
    noindex: true,
  });
  const lang = scriptLanguage ? viewLang(scriptLanguage, script) : view.lang;
  const viewName = view.content
    ? view.content.isTransliteration
      ? words.transliteration
      : words.language(view.content.languageCode)
    : null;
  const shownIn =
    viewName && script !== ORIGINAL_SCRIPT
      ? t('reading.view.shownIn', { view: viewName, script: words.script(script) })
      : viewName;
  const reported: ReportedVerse | null = view.content
    ? {
        slug: text.slug,
        languageCode: view.content.languageCode,
        isTransliteration: view.content.isTransliteration,
        script: scriptLanguage && script !== ORIGINAL_SCRIPT ? script : null,
        verse,
        verses: verses.map((lines) => lines[0] ?? ''),
        lang,
      }
    : null;
  const backTo = urls.text(text.slug, {
    language: search.get('language'),
    transliteration: view.transliteration,
    script: reported?.script,
    verse,
  });

  return (
    <div className="prose-page report-page">
      <p className="report-back">
        <Link href={backTo}>
          <RichText id="report.back" values={{ title: text.title }} components={{ 0: <span lang="en" /> }} />
        </Link>
      </p>
      <h1>{t('report.heading')}</h1>
      <p>
        <RichText id="report.intro" values={{ title: text.title }} components={{ 0: <strong lang="en" /> }} />
      </p>
      {reported ? (
        <>
          {verse ? (
            <figure className="report-verse">
              <figcaption>
                {t('reading.verse.label', { verse })}
                {shownIn ? ` · ${shownIn}` : ''}
              </figcaption>
              <p className="verse" lang={lang}>
                <VerseLines lines={verses[verse - 1] ?? []} />
              </p>
            </figure>
          ) : null}
          <ReportForm reported={reported} backTo={backTo} />
        </>
      ) : (
        <p className="no-content">{t('reading.noContent')}</p>
      )}
    </div>
  );
}
