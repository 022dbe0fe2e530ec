import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useRead } from '../ui/page-data.js';
import { useHead } from '../ui/head.js';
import { usePublicQueries } from '../ui/queries.js';
import { useListingQueries } from '../ui/listing-queries.js';
import { CardGridSkeleton } from '../ui/skeletons.js';
import { TextCard } from '../ui/text-card.js';
import { contentLang } from '../ui/content-language.js';
import { PageBeyondEnd, Pager, usePage } from '../ui/pager.js';
import { LanguageChips } from '../ui/language-chips.js';
import { CategoryBadge, useSingularCategory } from '../ui/category-badge.js';
import { SearchForm } from '../ui/search-form.js';
import { urls } from '../ui/urls.js';
import { withPage } from '../ui/paging.js';
import { continueReading, useReadingMemory } from '../ui/use-reading-memory.js';
import { ContinueList } from './memory-lists.js';
import { NewsletterSection } from './newsletter-form.js';
import { DEFAULT_INTERFACE_LANGUAGE } from '@bhakti/core';
import { useInterfaceLanguage, useT } from '../i18n/interface.js';
import { RichText } from '../i18n/rich-text.js';

/** How many texts left partway the home page offers to continue (My texts lists them all). */
export const HOME_CONTINUE_LIMIT = 3;

export function HomePage() {
  const listing = useListingQueries();
  const page = usePage();
  const texts = useRead(listing.textsPage(page));
  // A page past the end of the list is not a page of the site.
  const beyondEnd = page > 1 && texts.data?.length === 0;
  const t = useT();
  const english = useInterfaceLanguage() === DEFAULT_INTERFACE_LANGUAGE;
  useHead({
    // English keeps the site's own home title (HOME_TITLE); another language says it in its words.
    ...(english ? { title: null } : { title: t('home.documentTitle', { site: t('site.name') }), exactTitle: true }),
    description: t('home.description'),
    path: beyondEnd ? null : withPage(urls.home(), page),
    status: beyondEnd ? 404 : 200,
  });
  return (
    <>
      <SearchHero />
      <ContinueReading />
      <AllTexts />
      <FeaturedTexts />
      <AboutSection />
      <NewsletterSection />
    </>
  );
}

function SearchHero() {
  const [, navigate] = useLocation();
  const [query, setQuery] = useState('');
  const t = useT();
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <h1 id="hero-heading">{t('home.hero.heading')}</h1>
      <p className="hero-tagline">{t('home.hero.tagline')}</p>
      <SearchForm
        className="hero-search"
        placeholder={t('home.hero.placeholder')}
        value={query}
        onChange={setQuery}
        onSubmit={(submitted) => {
          const trimmed = submitted.trim();
          if (trimmed) navigate(urls.search(trimmed));
        }}
      />
    </section>
  );
}

/** For a returning reader, the texts they left partway on this device (after hydration: the server cannot know them). */
function ContinueReading() {
  const memory = useReadingMemory();
  const t = useT();
  const partway = memory ? continueReading(memory).slice(0, HOME_CONTINUE_LIMIT) : [];
  if (partway.length === 0) return null;
  return (
    <section className="section continue-reading" aria-labelledby="continue-heading">
      <h2 id="continue-heading">{t('home.continue.heading')}</h2>
      <ContinueList readings={partway} />
      <Link href={urls.myTexts()} className="text-link">
        {t('home.continue.myTexts')}
      </Link>
    </section>
  );
}

/** A page of "All Devotional Texts", at its section. */
const allTextsPage = (page: number) => withPage(urls.home(), page, '#all-texts');

/** "All Devotional Texts", a page at a time (`/?page=2`), with the way to the A–Z index. */
function AllTexts() {
  const listing = useListingQueries();
  const page = usePage();
  const { data, status } = useRead(listing.textsPage(page));
  const counts = useRead(listing.libraryCounts());
  const t = useT();
  if (status === 'error' || (status === 'success' && data.length === 0 && page === 1)) return null;
  const total = counts.data?.texts;
  return (
    <section id="all-texts" className="section" aria-labelledby="all-texts-heading">
      <h2 id="all-texts-heading">{t('home.all.heading')}</h2>
      {status === 'pending' ? (
        <CardGridSkeleton label={t('home.all.loading')} />
      ) : data.length === 0 ? (
        <PageBeyondEnd page={page} total={total ?? 0} firstPage={allTextsPage(1)} />
      ) : (
        <div className="card-grid">
          {data.map((text) => (
            <TextCard key={text.id} text={text} fallback={t('home.all.fallback', { title: text.title })} />
          ))}
        </div>
      )}
      {total !== undefined ? <Pager label={t('home.all.pages')} page={page} total={total} href={allTextsPage} /> : null}
      <p className="section-footer">
        <Link href={urls.textsIndex()} className="button button-secondary">
          {t('home.all.index')}
        </Link>
      </p>
    </section>
  );
}

function FeaturedTexts() {
  const queries = usePublicQueries();
  const { data, status } = useRead(queries.popularTexts());
  const t = useT();
  const singular = useSingularCategory();
  if (status !== 'success' || data.length === 0) return null;
  return (
    <section className="section featured" aria-labelledby="featured-heading">
      <h2 id="featured-heading">{t('home.featured.heading')}</h2>
      <div className="card-grid">
        {data.map((text) => (
          <article className="card featured-card" key={text.id}>
            <h3 className="card-title" lang={contentLang(text.title)}>
              <Link href={urls.text(text.slug)}>{text.title}</Link>
            </h3>
            <CategoryBadge type={text.categoryType} label={singular(text.categoryType, text.categoryName)} />
            {text.description ? (
              <p className="card-text" lang={contentLang(text.description)}>
                {text.description}
              </p>
            ) : null}
            <LanguageChips
              languages={text.availableLanguages}
              label={t('home.featured.languagesOf', { title: text.title })}
            />
            <Link href={urls.text(text.slug)} className="text-link">
              {t('home.featured.readNow')}
              <span className="visually-hidden">
                : <span lang={contentLang(text.title)}>{text.title}</span>
              </span>
            </Link>
          </article>
        ))}
      </div>
      <p className="section-footer">
        <Link href={urls.categories()} className="button button-secondary">
          {t('home.featured.categories')}
        </Link>
      </p>
    </section>
  );
}

function AboutSection() {
  const queries = usePublicQueries();
  const listing = useListingQueries();
  const counts = useRead(listing.libraryCounts());
  const languages = useRead(queries.languageStats());
  const t = useT();
  return (
    <section className="section about-home" aria-labelledby="about-home-heading">
      <h2 id="about-home-heading">{t('home.about.heading')}</h2>
      <p>{t('home.about.body')}</p>
      <dl className="stats">
        {counts.data ? (
          <div className="stat">
            <dt>{t('home.about.texts')}</dt>
            <dd>{t('home.about.textCount', { count: counts.data.texts })}</dd>
          </div>
        ) : null}
        {languages.data ? (
          <div className="stat">
            <dt>{t('home.about.languages')}</dt>
            <dd>{t('home.about.languageCount', { count: languages.data.count })}</dd>
          </div>
        ) : null}
        <div className="stat">
          <dt>{t('home.about.access')}</dt>
          <dd>{t('home.about.free')}</dd>
        </div>
        <div className="stat">
          <dt>{t('home.about.updates')}</dt>
          <dd>{t('home.about.regularUpdates')}</dd>
        </div>
      </dl>
      <Link href={urls.about()} className="button button-secondary">
        <RichText id="home.about.learnMore" components={{ 0: <span className="visually-hidden" /> }} />
      </Link>
    </section>
  );
}
