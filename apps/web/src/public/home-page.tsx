import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { useHead } from '../ui/head.js';
import { usePublicQueries } from '../ui/queries.js';
import { useListingQueries } from '../ui/listing-queries.js';
import { CardGridSkeleton } from '../ui/skeletons.js';
import { TextCard } from '../ui/text-card.js';
import { PageBeyondEnd, Pager, usePage } from '../ui/pager.js';
import { LanguageChips } from '../ui/language-chips.js';
import { CategoryBadge, singular } from '../ui/category-badge.js';
import { SearchForm } from '../ui/search-form.js';
import { urls } from '../ui/urls.js';
import { withPage } from '../ui/paging.js';
import { continueReading, useReadingMemory } from '../ui/use-reading-memory.js';
import { ContinueList } from './memory-lists.js';
import { NewsletterSection } from './newsletter-form.js';

/** How many texts left partway the home page offers to continue (My texts lists them all). */
export const HOME_CONTINUE_LIMIT = 3;

export const HOME_DESCRIPTION =
  'Read Hindu devotional texts — aartis, chalisas, mantras and stotrams — in Sanskrit, Hindi and many other languages and scripts, free for everyone.';

export function HomePage() {
  const listing = useListingQueries();
  const page = usePage();
  const texts = useQuery(listing.textsPage(page));
  // A page past the end of the list is not a page of the site.
  const beyondEnd = page > 1 && texts.data?.length === 0;
  useHead({
    title: null,
    description: HOME_DESCRIPTION,
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
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <h1 id="hero-heading">Hindu Devotional Texts</h1>
      <p className="hero-tagline">
        Aartis, chalisas, mantras and stotrams in the original Sanskrit and Hindi and in many other languages — free for
        everyone, with regular updates.
      </p>
      <SearchForm
        className="hero-search"
        placeholder="Search for Aartis, Chalisas, or Mantras..."
        value={query}
        onChange={setQuery}
        onSubmit={() => {
          const trimmed = query.trim();
          if (trimmed) navigate(urls.search(trimmed));
        }}
      />
    </section>
  );
}

/** For a returning reader, the texts they left partway on this device (after hydration: the server cannot know them). */
function ContinueReading() {
  const memory = useReadingMemory();
  const partway = memory ? continueReading(memory).slice(0, HOME_CONTINUE_LIMIT) : [];
  if (partway.length === 0) return null;
  return (
    <section className="section continue-reading" aria-labelledby="continue-heading">
      <h2 id="continue-heading">Continue reading</h2>
      <ContinueList readings={partway} />
      <Link href={urls.myTexts()} className="text-link">
        My texts: bookmarks and recently read
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
  const { data, status } = useQuery(listing.textsPage(page));
  const counts = useQuery(listing.libraryCounts());
  if (status === 'error' || (status === 'success' && data.length === 0 && page === 1)) return null;
  const total = counts.data?.texts;
  return (
    <section id="all-texts" className="section" aria-labelledby="all-texts-heading">
      <h2 id="all-texts-heading">All Devotional Texts</h2>
      {status === 'pending' ? (
        <CardGridSkeleton label="Loading texts" />
      ) : data.length === 0 ? (
        <PageBeyondEnd page={page} total={total ?? 0} firstPage={allTextsPage(1)} />
      ) : (
        <div className="card-grid">
          {data.map((text) => (
            <TextCard key={text.id} text={text} fallback={`Read the complete text of ${text.title}`} />
          ))}
        </div>
      )}
      {total !== undefined ? <Pager label="Pages of all texts" page={page} total={total} href={allTextsPage} /> : null}
      <p className="section-footer">
        <Link href={urls.textsIndex()} className="button button-secondary">
          Browse all texts A–Z
        </Link>
      </p>
    </section>
  );
}

function FeaturedTexts() {
  const queries = usePublicQueries();
  const { data, status } = useQuery(queries.popularTexts());
  if (status !== 'success' || data.length === 0) return null;
  return (
    <section className="section featured" aria-labelledby="featured-heading">
      <h2 id="featured-heading">Featured Texts</h2>
      <div className="card-grid">
        {data.map((text) => (
          <article className="card featured-card" key={text.id}>
            <h3 className="card-title">
              <Link href={urls.text(text.slug)}>{text.title}</Link>
            </h3>
            <CategoryBadge type={text.categoryType} label={singular(text.categoryName)} />
            {text.description ? <p className="card-text">{text.description}</p> : null}
            <LanguageChips languages={text.availableLanguages} label={`Languages of ${text.title}`} />
            <Link href={urls.text(text.slug)} className="text-link">
              Read Now<span className="visually-hidden">: {text.title}</span>
            </Link>
          </article>
        ))}
      </div>
      <p className="section-footer">
        <Link href={urls.categories()} className="button button-secondary">
          Browse Categories
        </Link>
      </p>
    </section>
  );
}

function AboutSection() {
  const queries = usePublicQueries();
  const listing = useListingQueries();
  const counts = useQuery(listing.libraryCounts());
  const languages = useQuery(queries.languageStats());
  return (
    <section className="section about-home" aria-labelledby="about-home-heading">
      <h2 id="about-home-heading">About Bhakti Sangrah</h2>
      <p>
        A growing library of the prayers devotees sing every day: the original Sanskrit and Hindi with the same texts in
        other Indian scripts and in Roman transliteration, so everyone can read along in the script they know.
      </p>
      <dl className="stats">
        {counts.data ? (
          <div className="stat">
            <dt>Devotional Texts</dt>
            <dd>{counts.data.texts}</dd>
          </div>
        ) : null}
        {languages.data ? (
          <div className="stat">
            <dt>Languages</dt>
            <dd>{languages.data.count}+</dd>
          </div>
        ) : null}
        <div className="stat">
          <dt>Access for everyone</dt>
          <dd>Free</dd>
        </div>
        <div className="stat">
          <dt>New texts and translations</dt>
          <dd>Regular Updates</dd>
        </div>
      </dl>
      <Link href={urls.about()} className="button button-secondary">
        Learn More<span className="visually-hidden"> about Bhakti Sangrah</span>
      </Link>
    </section>
  );
}
