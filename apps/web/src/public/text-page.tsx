import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useRead } from '../ui/page-data.js';
import { DEFAULT_INTERFACE_LANGUAGE, viewLang } from '@bhakti/core';
import type { FullText } from '../ui/api.js';
import { ApiError } from '../ui/api-error.js';
import { CategoryBadge, singular } from '../ui/category-badge.js';
import { useCategoryNames } from '../i18n/category-names.js';
import { useInterfaceLanguage, useT } from '../i18n/interface.js';
import { RichText } from '../i18n/rich-text.js';
import { useHead } from '../ui/head.js';
import { usePublicQueries } from '../ui/queries.js';
import { LinesSkeleton } from '../ui/skeletons.js';
import { useHydrated } from '../ui/use-hydrated.js';
import { StatePanel } from '../ui/state-panel.js';
import { urls, verseAnchorOf } from '../ui/urls.js';
import { BesideSelector } from './beside-selector.js';
import { DeityImage } from './deity-image.js';
import { LanguageTabs } from './language-tabs.js';
import { ReadingToolbar } from './reading-toolbar.js';
import { useRememberReading } from './remember-reading.js';
import { PrevNext } from './prev-next.js';
import { isPujaMode, pujaMode } from './puja-link.js';
import { besideChoices, besideFromSearch } from './parallel-view.js';
import { choiceFromSearch, readingView, type ReadingChoice } from './reading-view.js';
import { useVerseNumbers } from './reading-preferences.js';
import { SCRIPT_NOTE_ID, ScriptNote, ScriptSelector } from './script-selector.js';
import { ORIGINAL_SCRIPT, useViewWords, type ViewWords } from './script-view.js';
import { textHead } from './text-head.js';
import { showVerse } from './verse-lines.js';
import { Verses, useBesideVerses, useShownVerses } from './verses.js';

export function TextPage({ params }: { params: { slug: string } }) {
  const queries = usePublicQueries();
  const { data: text, status, error } = useRead(queries.text(params.slug));
  const search = new URLSearchParams(useSearch());

  if (status === 'pending') return <TextLoading />;
  if (status === 'error') return <TextNotFound status={ApiError.from(error).notFound ? 404 : 500} />;
  if (!text) return <NoText />;
  return <TextView text={text} search={search} />;
}

function TextLoading() {
  const t = useT();
  useHead({ title: t('reading.loading'), description: t('reading.loadingDescription'), path: null });
  return (
    <div className="reading">
      <LinesSkeleton label={t('reading.loading')} />
    </div>
  );
}

function TextNotFound({ status }: { status: number }) {
  const t = useT();
  const message = t('reading.notFound.message');
  useHead({ title: t('reading.notFound.title'), description: message, path: null, status });
  return <StatePanel level={1} title={t('reading.notFound.title')} message={message} testId="text-not-found" />;
}

function NoText() {
  const t = useT();
  useHead({ title: t('reading.noText.title'), description: t('reading.noText.message'), path: null, status: 404 });
  return <StatePanel level={1} title={t('reading.noText.heading')} message={t('reading.noText.message')} />;
}

/**
 * One text of the text's category, as the badge and the head name it: in English the library's
 * own name made singular (`Chalisa`), in another language the catalogue's word for its type.
 */
function useCategorySingular(text: FullText): string {
  const names = useCategoryNames();
  const english = useInterfaceLanguage() === DEFAULT_INTERFACE_LANGUAGE;
  return english ? singular(text.categoryName) : names.singular(text.categoryType);
}

/** The verses' name for screen readers: the text, the view and script it is shown in, what is beside it. */
function versesLabel(title: string, viewName: string, scriptName: string, beside: string | null, words: ViewWords) {
  const { t } = words;
  const view = scriptName ? t('reading.view.shownIn', { view: viewName, script: scriptName }) : viewName;
  const label = view ? t('reading.view.in', { title, view }) : title;
  return beside ? t('reading.head.beside', { name: label, beside }) : label;
}

/** The view on screen: what the address asks for, or the tab the reader picked on this page. */
function useReadingView(text: FullText, search: URLSearchParams) {
  // A tab the reader picks on this page is shown as picked (its link updates the address
  // too); a fresh load of that address, or any other change of it, follows the load rule.
  const [chosen, setChosen] = useState<(ReadingChoice & { search: string }) | null>(null);
  const fromUrl = choiceFromSearch(search);
  const current = chosen && chosen.search === search.toString() ? chosen : null;
  const view = current ? readingView(text, current, true) : readingView(text, fromUrl);
  return { view, fromUrl, choose: setChosen };
}

function TextView({ text, search }: { text: FullText; search: URLSearchParams }) {
  const { view, fromUrl, choose } = useReadingView(text, search);
  const { verses, script, requestedScript, scriptLanguage } = useShownVerses(view, search);
  const [numbered, setNumbered] = useVerseNumbers();
  const words = useViewWords();
  const category = useCategorySingular(text);
  const choices = besideChoices(text, view, words);
  const beside = besideFromSearch(text, choices, search);
  const besideVerses = useBesideVerses(beside, view);
  const lang = scriptLanguage ? viewLang(scriptLanguage, script) : view.lang;
  useHead({ ...textHead(text, readingView(text, fromUrl), requestedScript, beside, { ...words, category }), lang });
  useScrollToVerse(text.id);
  useRememberReading(text.slug, text.title, search.toString());
  const viewName = view.transliteration ? words.transliteration : view.language ? words.language(view.language) : '';
  const scriptName = script === ORIGINAL_SCRIPT ? '' : words.script(script);
  // Puja mode opens over the page once it runs in the browser: it needs scripts for everything it does.
  const puja = useHydrated() && isPujaMode(search) && verses.length > 0;

  return (
    <article className="reading" aria-labelledby="text-title">
      <TextHeader text={text} category={category} />
      <LanguageTabs text={text} view={view} script={requestedScript} onChoose={choose} />
      <ReadingToolbar
        text={text}
        viewSelectors={
          <>
            {scriptLanguage ? <ScriptSelector slug={text.slug} language={scriptLanguage} script={script} /> : null}
            <BesideSelector slug={text.slug} choices={choices} value={beside?.value ?? ''} />
          </>
        }
        numbered={numbered}
        onNumberedChange={setNumbered}
      />
      {scriptLanguage && script !== ORIGINAL_SCRIPT ? <ScriptNote script={script} language={scriptLanguage} /> : null}
      <Verses
        verses={verses}
        label={versesLabel(text.title, viewName, scriptName, beside?.name ?? null, words)}
        lang={lang}
        describedBy={script === ORIGINAL_SCRIPT ? undefined : SCRIPT_NOTE_ID}
        title={text.title}
        numbered={numbered}
        reportHref={(verse) =>
          urls.reportMistake(text.slug, {
            language: view.language,
            transliteration: view.transliteration,
            script: script === ORIGINAL_SCRIPT ? null : script,
            verse,
          })
        }
        beside={besideVerses}
      />
      <p className="collection-note">{words.t('reading.collectionNote')}</p>
      <PrevNext text={text} />
      {puja ? <pujaMode.Page text={text} view={view} script={script} verses={verses} lang={lang} /> : null}
    </article>
  );
}

function TextHeader({ text, category }: { text: FullText; category: string }) {
  const t = useT();
  return (
    <header className="reading-header">
      <div className="badges">
        <CategoryBadge type={text.categoryType} label={category} href={urls.category(text.categorySlug)} />
        {text.deityName ? (
          <Link href={urls.deity(text.deitySlug ?? text.deityId ?? '')} className="badge badge-deity" lang="en">
            {text.deityImageUrl ? <DeityImage src={text.deityImageUrl} size={22} className="badge-image" /> : null}
            {text.deityName}
          </Link>
        ) : null}
      </div>
      <h1 id="text-title" lang="en">
        {text.title}
      </h1>
      {text.author ? (
        <p className="author">
          <RichText id="reading.author" values={{ author: text.author }} components={{ 0: <span lang="en" /> }} />
        </p>
      ) : null}
      {text.description ? (
        <p className="description" lang="en">
          {text.description}
        </p>
      ) : (
        <p className="description">{t('reading.defaultDescription', { category })}</p>
      )}
    </header>
  );
}

/** A link to `#v12` (from search) lands on the verse once the text is on screen. */
function useScrollToVerse(textId: number): void {
  useEffect(() => {
    const anchor = verseAnchorOf(window.location.hash);
    if (anchor) showVerse(anchor);
  }, [textId]);
}
