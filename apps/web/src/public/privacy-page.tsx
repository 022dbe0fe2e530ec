import { Link } from 'wouter';
import { urls } from '../ui/urls.js';
import { LegalPage } from './legal-page.js';

/** The date the privacy policy was last changed (docs/product.md, Routes). */
export const PRIVACY_LAST_UPDATED = 'April 7, 2025';

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      description="What Bhakti Sangrah collects (very little), why, and how it is kept safe."
      path={urls.privacy()}
      lastUpdated={PRIVACY_LAST_UPDATED}
    >
      <p>
        Bhakti Sangrah is a free library that anyone can read without an account. This policy explains the little
        information we collect and what we do with it.
      </p>

      <h2>Information We Collect</h2>
      <ul>
        <li>
          <strong>Contact form</strong>: your name, e-mail address, subject and message, when you write to us.
        </li>
        <li>
          <strong>Newsletter</strong>: your e-mail address, when you subscribe.
        </li>
        <li>
          <strong>Usage data</strong>: like every web server, ours records each request (the page asked for, the time,
          your network address and browser) to keep the site running and safe. We also count how often each text is
          read, without linking the count to you.
        </li>
      </ul>

      <h2>How We Use Your Information</h2>
      <p>
        We use your name and e-mail address only to answer your message or to send the newsletter you asked for. Usage
        data helps us fix problems, stop abuse and learn which texts readers need most. We never sell or rent your
        information.
      </p>

      <h2>Cookies</h2>
      <p>
        We do not use cookies to track you. The site remembers your preferred text size in your own browser&apos;s
        storage, and there too, so that you can continue where you left off, the texts you read recently, the verse you
        reached in each and your bookmarks (see <Link href={urls.myTexts()}>My texts</Link>). None of it leaves your
        device, and you can clear it at any time on My texts or in your browser settings.
      </p>

      <h2>Third-Party Services</h2>
      <p>
        Every page, font and image comes from our own server; no advertising or analytics service sees your visit. The
        share buttons open WhatsApp or Facebook only when you choose them, and those services then apply their own
        privacy policies.
      </p>

      <h2>Security</h2>
      <p>
        We keep the information we hold on secured servers, limit who can read it, and protect the site with current
        security practices. No method of storage or transmission is perfect, but we work to protect your information.
      </p>

      <h2>Changes to This Policy</h2>
      <p>
        We may update this policy from time to time. The date at the top of this page shows when it last changed; we
        will mention important changes on the site.
      </p>

      <h2>Contact Us</h2>
      <p>
        If you have a question about this policy or want us to delete your information, please use our{' '}
        <Link href={urls.contact()}>contact form</Link>.
      </p>
    </LegalPage>
  );
}
