import { Link } from 'wouter';
import { LANGUAGES, LANGUAGE_CODES } from '@bhakti/core';
import { useDisplayNames } from '../i18n/display-names.js';
import { RichText, useT, type MessageKey } from '../i18n/interface.js';
import { useHead } from '../ui/head.js';
import { urls } from '../ui/urls.js';
import { NEWSLETTER_ANCHOR, NewsletterSection } from './newsletter-form.js';

/** What We Offer, one item each: its lead in bold. */
const OFFERS: readonly MessageKey[] = [
  'about.offer.collection',
  'about.offer.original',
  'about.offer.free',
  'about.offer.updates',
  'about.offer.reading',
];

const strong = { 0: <strong /> };

export function AboutPage() {
  const t = useT();
  useHead({ title: t('about.title'), description: t('about.description'), path: urls.about() });
  return (
    <div className="prose-page">
      <h1>{t('about.heading')}</h1>

      <section aria-labelledby="mission">
        <h2 id="mission">{t('about.mission.heading')}</h2>
        <p>{t('about.mission.body')}</p>
      </section>

      <section aria-labelledby="offer">
        <h2 id="offer">{t('about.offer.heading')}</h2>
        <ul>
          {OFFERS.map((offer) => (
            <li key={offer}>
              <RichText id={offer} components={strong} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="languages">
        <h2 id="languages">{t('about.languages.heading')}</h2>
        <p>{t('about.languages.intro')}</p>
        <LanguageList />
      </section>

      <section aria-labelledby="community">
        <h2 id="community">{t('about.community.heading')}</h2>
        <p>
          <RichText id="about.community.body" components={{ 0: <Link href={urls.contact()} /> }} />
        </p>
        <div className="button-row">
          <Link href={urls.categories()} className="button button-primary">
            {t('about.community.browse')}
          </Link>
          <a href={`#${NEWSLETTER_ANCHOR}`} className="button button-secondary">
            {t('about.community.subscribe')}
          </a>
        </div>
      </section>

      <NewsletterSection intro={t('about.newsletterIntro')} />
    </div>
  );
}

/** The texts' languages, named in the interface's language, each with its own name in its own script. */
function LanguageList() {
  const names = useDisplayNames();
  return (
    <ul className="language-list">
      {LANGUAGE_CODES.map((code) => {
        const name = names.language(code);
        const { nativeName } = LANGUAGES[code];
        return (
          <li key={code}>
            <span>{name}</span>
            {/* English needs no second name, nor a language named in its own words already (मराठी in Marathi). */}
            {code === 'en' || nativeName === name ? null : (
              <span className="native-name" lang={code}>
                {nativeName}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
