import { Link, useSearch } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { languageName, viewLang } from '@bhakti/core';
import type { FullText } from '../ui/api.js';
import { ApiError } from '../ui/api-error.js';
import { useHead } from '../ui/head.js';
import { usePublicQueries } from '../ui/queries.js';
import { LinesSkeleton } from '../ui/skeletons.js';
import { StatePanel } from '../ui/state-panel.js';
import { urls } from '../ui/urls.js';
import { choiceFromSearch, readingView } from './reading-view.js';
import { ReportForm, type ReportedVerse } from './report-form.js';
import { ORIGINAL_SCRIPT, scriptLabel } from './script-view.js';
import { TEXT_NOT_FOUND_MESSAGE } from './text-page.js';
import { VerseLines } from './verse-lines.js';
import { useShownVerses } from './verses.js';

/** `/texts/:slug/report?language=&view=transliteration&script=&verse=`: report a mistake in one verse. */
export function ReportPage({ params }: { params: { slug: string } }) {
  const queries = usePublicQueries();
  const { data: text, status, error } = useQuery(queries.text(params.slug));
  const search = new URLSearchParams(useSearch());
  if (status === 'pending') return <LinesSkeleton label="Loading text" />;
  if (status === 'error' || !text) return <ReportTextNotFound status={ApiError.from(error).notFound ? 404 : 500} />;
  return <ReportView text={text} search={search} />;
}

function ReportTextNotFound({ status }: { status: number }) {
  useHead({ title: 'Text Not Found', description: TEXT_NOT_FOUND_MESSAGE, path: null, status, noindex: true });
  return <StatePanel level={1} title="Text Not Found" message={TEXT_NOT_FOUND_MESSAGE} />;
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
  useHead({
    title: `Report a mistake: ${text.title}`,
    description: `Tell the editors of Bhakti Sangrah about a mistake in ${text.title}.`,
    path: null,
    noindex: true,
  });
  const lang = scriptLanguage ? viewLang(scriptLanguage, script) : view.lang;
  const shownIn = view.content
    ? `${view.content.isTransliteration ? 'English Transliteration' : languageName(view.content.languageCode)}${
        script === ORIGINAL_SCRIPT ? '' : `, shown in ${scriptLabel(script)}`
      }`
    : null;
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
        <Link href={backTo}>← Back to {text.title}</Link>
      </p>
      <h1>Report a mistake</h1>
      <p>
        Found a wrong word or a missing line in <strong>{text.title}</strong>? Tell us what is wrong and, if you know
        it, the right wording. Our editors check every report.
      </p>
      {reported ? (
        <>
          {verse ? (
            <figure className="report-verse">
              <figcaption>
                Verse {verse}
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
        <p className="no-content">Content not available in this language.</p>
      )}
    </div>
  );
}
