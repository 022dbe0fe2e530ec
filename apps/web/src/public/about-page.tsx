import { Link } from 'wouter';
import { LANGUAGES, LANGUAGE_CODES } from '@bhakti/core';
import { useHead } from '../ui/head.js';
import { urls } from '../ui/urls.js';
import { NEWSLETTER_ANCHOR, NewsletterSection } from './newsletter-form.js';

export function AboutPage() {
  useHead({
    title: 'About Us',
    description:
      'Bhakti Sangrah is a free, growing library of Hindu devotional texts in the original Sanskrit and Hindi with translations and transliterations.',
    path: urls.about(),
  });
  return (
    <div className="prose-page">
      <h1>About Bhakti Sangrah</h1>

      <section aria-labelledby="mission">
        <h2 id="mission">Our Mission</h2>
        <p>
          Bhakti Sangrah exists so that every devotee can read the prayers of their tradition in the language and script
          they know best — at home, at the temple or on the way — on any phone, however slow the connection. The
          collection is free for everyone and always will be.
        </p>
      </section>

      <section aria-labelledby="offer">
        <h2 id="offer">What We Offer</h2>
        <ul>
          <li>
            <strong>A growing collection</strong> of aartis, chalisas, mantras and stotrams, with more added regularly.
          </li>
          <li>
            <strong>The original Sanskrit and Hindi</strong>, with translations and Roman transliterations so that
            anyone can follow along.
          </li>
          <li>
            <strong>Free access</strong>: no account, no subscription and no advertising between you and the text.
          </li>
          <li>
            <strong>Regular updates</strong>: new texts, new languages and corrections from our readers.
          </li>
          <li>
            <strong>Reading made easy</strong>: adjustable text size, clean printing and links you can share with your
            family.
          </li>
        </ul>
      </section>

      <section aria-labelledby="languages">
        <h2 id="languages">Supported Languages</h2>
        <p>Texts can be read in these languages and their scripts:</p>
        <ul className="language-list">
          {LANGUAGE_CODES.map((code) => (
            <li key={code}>
              <span>{LANGUAGES[code].name}</span>
              {code === 'en' ? null : (
                <span className="native-name" lang={code}>
                  {LANGUAGES[code].nativeName}
                </span>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="community">
        <h2 id="community">Join Our Community</h2>
        <p>
          Bhakti Sangrah grows with its readers. If you know a text we should add, a translation you can share or a
          correction we should make, please <Link href={urls.contact()}>write to us</Link>. Subscribe to hear when new
          texts arrive.
        </p>
        <div className="button-row">
          <Link href={urls.categories()} className="button button-primary">
            Browse Collection
          </Link>
          <a href={`#${NEWSLETTER_ANCHOR}`} className="button button-secondary">
            Subscribe to Updates
          </a>
        </div>
      </section>

      <NewsletterSection intro="Get an occasional e-mail when new texts, translations and languages are added." />
    </div>
  );
}
