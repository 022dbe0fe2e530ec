import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { useHead } from '../ui/head.js';
import { usePublicQueries } from '../ui/queries.js';
import { CardGridSkeleton } from '../ui/skeletons.js';
import { TextCard } from '../ui/text-card.js';
import { LanguageChips } from '../ui/language-chips.js';
import { CategoryBadge, singular } from '../ui/category-badge.js';
import { SearchForm } from '../ui/search-form.js';
import { urls } from '../ui/urls.js';
import { continueReading, useReadingMemory } from '../ui/use-reading-memory.js';
import { ContinueList } from './memory-lists.js';
import { NewsletterSection } from './newsletter-form.js';

/** How many texts left partway the home page offers to continue (My texts lists them all). */
export const HOME_CONTINUE_LIMIT = 3;

export const HOME_DESCRIPTION =
  'Read Hindu devotional texts — aartis, chalisas, mantras and stotrams — in Sanskrit, Hindi and many other languages and scripts, free for everyone.';

export function HomePage() {
  useHead({ title: null, description: HOME_DESCRIPTION, path: urls.home() });
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

function AllTexts() {
  const queries = usePublicQueries();
  const { data, status } = useQuery(queries.texts());
  if (status === 'error' || (status === 'success' && data.length === 0)) return null;
  return (
    <section id="all-texts" className="section" aria-labelledby="all-texts-heading">
      <h2 id="all-texts-heading">All Devotional Texts</h2>
      {status === 'pending' ? (
        <CardGridSkeleton label="Loading texts" />
      ) : (
        <div className="card-grid">
          {data.map((text) => (
            <TextCard key={text.id} text={text} fallback={`Read the complete text of ${text.title}`} />
          ))}
        </div>
      )}
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
  const texts = useQuery(queries.texts());
  const languages = useQuery(queries.languageStats());
  return (
    <section className="section about-home" aria-labelledby="about-home-heading">
      <h2 id="about-home-heading">About Bhakti Sangrah</h2>
      <p>
        A growing library of the prayers devotees sing every day: the original Sanskrit and Hindi with the same texts in
        other Indian scripts and in Roman transliteration, so everyone can read along in the script they know.
      </p>
      <dl className="stats">
        {texts.data ? (
          <div className="stat">
            <dt>Devotional Texts</dt>
            <dd>{texts.data.length}</dd>
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
