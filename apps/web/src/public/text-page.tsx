import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import {
  IconBrandFacebook,
  IconBrandWhatsapp,
  IconCheck,
  IconChevronLeft,
  IconChevronRight,
  IconLink,
  IconMinus,
  IconPlus,
  IconPrinter,
} from '@tabler/icons-react';
import {
  LANGUAGES,
  READING_LANGUAGE_ORDER,
  canViewInScripts,
  chooseReadingLanguage,
  isLanguageCode,
  languageName,
  orderContents,
  parseVerses,
  viewLang,
  type ScriptId,
} from '@bhakti/core';
import type { FullText, TextContent } from '../ui/api.js';
import { ApiError } from '../ui/api-error.js';
import { CategoryBadge, singular } from '../ui/category-badge.js';
import { transliterationTag } from '../ui/content-language.js';
import { scriptFontUrl } from '../ui/font-files.js';
import { useHead, type PageHead } from '../ui/head.js';
import { usePublicQueries } from '../ui/queries.js';
import { useConverter } from '../ui/script-converter.js';
import { LinesSkeleton } from '../ui/skeletons.js';
import { useSite } from '../ui/site.js';
import { StatePanel } from '../ui/state-panel.js';
import { useToast } from '../ui/toast.js';
import { TRANSLITERATION_VIEW, shareUrls, urls } from '../ui/urls.js';
import { DeityImage } from './deity-image.js';
import { useTextSize } from './reading-preferences.js';
import { SCRIPT_NOTE_ID, ScriptSelector } from './script-selector.js';
import { ORIGINAL_SCRIPT, scriptFromSearch, scriptLabel, scriptViewLanguage } from './script-view.js';

/** docs/product.md: the copied state of Copy Link lasts 2 seconds. */
export const COPIED_MS = 2000;

export const TEXT_NOT_FOUND_MESSAGE =
  "We couldn't find the devotional text you're looking for. It may have been removed or the URL is incorrect.";
export const NO_CONTENT_MESSAGE = 'Content not available in this language.';

/** What the reader sees: one language's content, or the English transliteration. */
export interface ReadingView {
  language: string | null;
  transliteration: boolean;
  content: TextContent | null;
  /** BCP 47 tag of the shown content. */
  lang: string;
}

/** The transliteration to show: of the asked language, else the English one, else any. */
function transliterationOf(text: FullText, language: string | null = null): TextContent | null {
  return (
    (language ? text.contents.find((c) => c.isTransliteration && c.languageCode === language) : undefined) ??
    text.contents.find((c) => c.isTransliteration && c.languageCode === 'en') ??
    text.contents.find((c) => c.isTransliteration) ??
    null
  );
}

/** A language tab, or the English Transliteration tab. */
export interface ReadingChoice {
  language: string | null;
  transliteration: boolean;
}

/** What the URL asks for: `?language=` and `view=transliteration`. */
export function choiceFromSearch(search: URLSearchParams): ReadingChoice {
  return { language: search.get('language'), transliteration: search.get('view') === TRANSLITERATION_VIEW };
}

/**
 * docs/product.md. On load, the URL's language when the text has it, else the first of the
 * preference order the text has. A language the reader chooses is shown as chosen: its own
 * content, else its transliteration, else 'Content not available in this language.'
 */
export function readingView(text: FullText, choice: ReadingChoice, chosen = false): ReadingView {
  const original = orderContents(text.contents).find((c) => !c.isTransliteration && c.languageCode !== 'en');
  const transliteration = transliterationOf(text, choice.language);
  if (choice.transliteration && transliteration) {
    return {
      language: 'en',
      transliteration: true,
      content: transliteration,
      lang: transliterationTag(original?.languageCode ?? null),
    };
  }
  const language = chosen ? choice.language : chooseReadingLanguage(text.availableLanguages, choice.language);
  const content =
    text.contents.find((c) => c.languageCode === language && !c.isTransliteration) ??
    text.contents.find((c) => c.languageCode === language && c.isTransliteration) ??
    null;
  const lang = content?.isTransliteration ? transliterationTag(original?.languageCode ?? null) : (language ?? 'en');
  return { language, transliteration: false, content, lang };
}

function textHead(text: FullText, view: ReadingView, requested: string | null, script: ScriptId): PageHead {
  const defaultLanguage = chooseReadingLanguage(text.availableLanguages, null);
  const path = view.transliteration
    ? urls.text(text.slug, { language: 'en', transliteration: true })
    : requested && requested === view.language && requested !== defaultLanguage
      ? urls.text(text.slug, { language: requested })
      : urls.text(text.slug);
  const originals = text.contents.filter((c) => !c.isTransliteration && isLanguageCode(c.languageCode));
  const firstVerse = view.content ? parseVerses(view.content.content)[0]?.join(' ') : undefined;
  const language = scriptViewLanguage(view.content);
  const font = view.content ? scriptFontUrl(language ? viewLang(language, script) : view.lang) : null;
  return {
    title:
      view.language && !view.transliteration && requested
        ? `${text.title} (${languageName(view.language)})`
        : text.title,
    description: text.description ?? firstVerse ?? `${text.title}, a ${singular(text.categoryName).toLowerCase()}.`,
    path,
    fonts: font ? [font] : [],
    alternates:
      originals.length > 1
        ? [
            ...originals.map((c) => ({
              hreflang: c.languageCode,
              path: urls.text(text.slug, { language: c.languageCode }),
            })),
            { hreflang: 'x-default', path: urls.text(text.slug) },
          ]
        : [],
  };
}

export function TextPage({ params }: { params: { slug: string } }) {
  const queries = usePublicQueries();
  const { data: text, status, error } = useQuery(queries.text(params.slug));
  const search = new URLSearchParams(useSearch());

  if (status === 'pending') return <TextLoading />;
  if (status === 'error') return <TextNotFound status={ApiError.from(error).notFound ? 404 : 500} />;
  if (!text) return <NoText />;
  return <TextView text={text} search={search} />;
}

function TextLoading() {
  useHead({ title: 'Loading text', description: 'Loading a devotional text.', path: null });
  return (
    <div className="reading">
      <LinesSkeleton label="Loading text" />
    </div>
  );
}

function TextNotFound({ status }: { status: number }) {
  useHead({ title: 'Text Not Found', description: TEXT_NOT_FOUND_MESSAGE, path: null, status });
  return <StatePanel level={1} title="Text Not Found" message={TEXT_NOT_FOUND_MESSAGE} testId="text-not-found" />;
}

function NoText() {
  useHead({ title: 'No text found', description: 'No text found.', path: null, status: 404 });
  return <StatePanel level={1} title="No text found." message="No text found." />;
}

function TextView({ text, search }: { text: FullText; search: URLSearchParams }) {
  // A tab the reader picks on this page is shown as picked (its link updates the address
  // too); a fresh load of that address, or any other change of it, follows the load rule.
  const [chosen, setChosen] = useState<(ReadingChoice & { search: string }) | null>(null);
  const fromUrl = choiceFromSearch(search);
  const current = chosen && chosen.search === search.toString() ? chosen : null;
  const view = current ? readingView(text, current, true) : readingView(text, fromUrl);
  const requestedScript = scriptFromSearch(search);
  useHead(textHead(text, readingView(text, fromUrl), fromUrl.language, requestedScript));
  // A script view of Devanagari content: shown once the converter is loaded (already so on the
  // server and when the page is taken over), the original until then.
  const scriptLanguage = scriptViewLanguage(view.content);
  const convert = useConverter(scriptLanguage !== null && requestedScript !== ORIGINAL_SCRIPT);
  const script = scriptLanguage && convert ? requestedScript : ORIGINAL_SCRIPT;
  const verses = useMemo(() => {
    if (!view.content) return [];
    const body =
      scriptLanguage && convert && script !== ORIGINAL_SCRIPT
        ? convert(view.content.content, { from: 'devanagari', to: script, language: scriptLanguage })
        : view.content.content;
    return parseVerses(body);
  }, [view.content, scriptLanguage, convert, script]);
  const { size } = useTextSize();
  useScrollToVerse(text.id);
  const viewName = view.transliteration ? 'English Transliteration' : view.language ? languageName(view.language) : '';
  const scriptName = script === ORIGINAL_SCRIPT ? '' : `, shown in ${scriptLabel(script)}`;

  return (
    <article className="reading" aria-labelledby="text-title">
      <header className="reading-header">
        <div className="badges">
          <CategoryBadge
            type={text.categoryType}
            label={singular(text.categoryName)}
            href={urls.category(text.categorySlug)}
          />
          {text.deityName ? (
            <Link href={urls.deity(text.deitySlug ?? text.deityId ?? '')} className="badge badge-deity">
              {text.deityImageUrl ? <DeityImage src={text.deityImageUrl} size={22} className="badge-image" /> : null}
              {text.deityName}
            </Link>
          ) : null}
        </div>
        <h1 id="text-title">{text.title}</h1>
        {text.author ? <p className="author">By: {text.author}</p> : null}
        <p className="description">
          {text.description ?? `A ${singular(text.categoryName)} dedicated to spiritual devotion.`}
        </p>
      </header>

      <LanguageTabs text={text} view={view} script={requestedScript} onChoose={setChosen} />

      {scriptLanguage ? <ScriptSelector slug={text.slug} language={scriptLanguage} script={script} /> : null}

      <ReadingToolbar text={text} />

      <section
        className="verses"
        id="text-content"
        aria-label={`${text.title}${viewName ? ` in ${viewName}${scriptName}` : ''}`}
        aria-describedby={script === ORIGINAL_SCRIPT ? undefined : SCRIPT_NOTE_ID}
        lang={scriptLanguage ? viewLang(scriptLanguage, script) : view.lang}
        style={{ fontSize: `${size}rem` }}
      >
        {verses.length > 0 ? (
          verses.map((lines, index) => (
            <p className="verse" id={`v${index + 1}`} key={index}>
              {lines.map((line, lineIndex) => (
                <Fragment key={lineIndex}>
                  {lineIndex > 0 ? <br /> : null}
                  {line}
                </Fragment>
              ))}
            </p>
          ))
        ) : (
          <p className="no-content" lang="en">
            {NO_CONTENT_MESSAGE}
          </p>
        )}
      </section>

      <p className="collection-note">
        This text is part of the Bhakti Sangrah collection of Hindu sacred texts, free for everyone to read and share.
      </p>

      {text.prevText || text.nextText ? (
        <nav className="prev-next" aria-label={`More ${text.categoryName}`}>
          {text.prevText ? (
            <Link href={urls.text(text.prevText.slug)} className="prev" rel="prev">
              <IconChevronLeft size={18} aria-hidden="true" />
              <span>
                <span className="prev-next-label">Previous</span>
                <span className="prev-next-title">{text.prevText.title}</span>
              </span>
            </Link>
          ) : (
            <span />
          )}
          {text.nextText ? (
            <Link href={urls.text(text.nextText.slug)} className="next" rel="next">
              <span>
                <span className="prev-next-label">Next</span>
                <span className="prev-next-title">{text.nextText.title}</span>
              </span>
              <IconChevronRight size={18} aria-hidden="true" />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </article>
  );
}

/** Nine tabs (docs/product.md) and English Transliteration when the text has one; real links. */
interface LanguageTabsProps {
  text: FullText;
  view: ReadingView;
  /** The script view asked for: kept by the tabs of the other Devanagari languages. */
  script: ScriptId;
  onChoose: (choice: ReadingChoice & { search: string }) => void;
}

/** The query of a link built by `urls` ('language=ta' of '/texts/x?language=ta'). */
const queryOf = (href: string) => new URL(href, 'http://localhost').searchParams.toString();

function LanguageTabs({ text, view, script, onChoose }: LanguageTabsProps) {
  const hasTransliteration = transliterationOf(text) !== null;
  const available = new Set(text.availableLanguages);
  const transliterationHref = urls.text(text.slug, { language: 'en', transliteration: true });
  return (
    <nav className="language-tabs" aria-label="Language">
      <ul>
        {READING_LANGUAGE_ORDER.map((code) => {
          const active = !view.transliteration && view.language === code;
          const keptScript = script !== ORIGINAL_SCRIPT && canViewInScripts(code) ? script : null;
          const href = urls.text(text.slug, { language: code, script: keptScript });
          const tab = (
            <li key={code}>
              <Link
                href={href}
                replace
                aria-current={active ? 'page' : undefined}
                data-available={available.has(code)}
                className="language-tab"
                onClick={() => onChoose({ language: code, transliteration: false, search: queryOf(href) })}
              >
                {LANGUAGES[code].name}
                {available.has(code) ? null : <span className="visually-hidden"> (not available)</span>}
              </Link>
            </li>
          );
          if (code !== 'en' || !hasTransliteration) return tab;
          return [
            tab,
            <li key="en-transliteration">
              <Link
                href={transliterationHref}
                replace
                aria-current={view.transliteration ? 'page' : undefined}
                data-available="true"
                className="language-tab"
                onClick={() =>
                  onChoose({ language: 'en', transliteration: true, search: queryOf(transliterationHref) })
                }
              >
                English Transliteration
              </Link>
            </li>,
          ];
        })}
      </ul>
    </nav>
  );
}

function ReadingToolbar({ text }: { text: FullText }) {
  const { size, canDecrease, canIncrease, decrease, increase } = useTextSize();
  const { origin } = useSite();
  const [location] = useLocation();
  const search = useSearch();
  const pageUrl = `${origin}${location}${search ? `?${search}` : ''}`;
  return (
    <div className="reading-toolbar no-print">
      <div className="toolbar-group needs-js" role="group" aria-labelledby="text-size-label">
        <span id="text-size-label" className="toolbar-label">
          Text Size
        </span>
        <IconButton label="Decrease text size" icon={IconMinus} onClick={decrease} disabled={!canDecrease} />
        <output className="text-size-value" aria-live="polite" aria-label="Text size">
          {Math.round((size / 1.15) * 100)}%
        </output>
        <IconButton label="Increase text size" icon={IconPlus} onClick={increase} disabled={!canIncrease} />
      </div>
      <div className="toolbar-group" role="group" aria-label="Share">
        <span className="toolbar-label">Share</span>
        <CopyLinkButton />
        <ShareLink label="Share on WhatsApp" icon={IconBrandWhatsapp} href={shareUrls.whatsapp(text.title, pageUrl)} />
        <ShareLink label="Share on Facebook" icon={IconBrandFacebook} href={shareUrls.facebook(pageUrl)} />
      </div>
      <button type="button" className="toolbar-button needs-js" onClick={() => window.print()}>
        <IconPrinter size={18} aria-hidden="true" />
        Print
      </button>
    </div>
  );
}

function CopyLinkButton() {
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    const url = window.location.href.split('#')[0] ?? window.location.href;
    const ok = await copyText(url);
    if (!ok) {
      toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
      return;
    }
    setCopied(true);
    toast({ title: 'Link copied to clipboard', description: 'You can now paste the link to share this text' });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <button
      type="button"
      className="toolbar-button needs-js"
      data-copied={copied}
      onClick={() => void copy()}
      aria-label={copied ? 'Link copied' : 'Copy Link'}
    >
      {copied ? (
        <IconCheck size={18} aria-hidden="true" className="copied-icon" />
      ) : (
        <IconLink size={18} aria-hidden="true" />
      )}
      <span aria-hidden="true">{copied ? 'Copied' : 'Copy Link'}</span>
    </button>
  );
}

/** The clipboard API, or the older selection copy where it is missing (plain http). */
async function copyText(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = value;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

/** A link to `#v12` (from search) lands on the verse once the text is on screen. */
function useScrollToVerse(textId: number): void {
  useEffect(() => {
    const hash = window.location.hash;
    if (!/^#v\d+$/.test(hash)) return;
    const verse = document.getElementById(hash.slice(1));
    if (!verse) return;
    verse.scrollIntoView({ block: 'center' });
    verse.classList.add('verse-target');
  }, [textId]);
}

interface IconButtonProps {
  label: string;
  icon: typeof IconPlus;
  onClick(): void;
  disabled: boolean;
}

function IconButton({ label, icon: Icon, onClick, disabled }: IconButtonProps) {
  return (
    <button type="button" className="icon-button" onClick={onClick} disabled={disabled} aria-label={label}>
      <Icon size={18} aria-hidden="true" />
    </button>
  );
}

function ShareLink({ label, icon: Icon, href }: { label: string; icon: typeof IconPlus; href: string }) {
  return (
    <a className="icon-button" href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
      <Icon size={18} aria-hidden="true" />
    </a>
  );
}
