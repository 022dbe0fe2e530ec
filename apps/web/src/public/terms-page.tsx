import { Link } from 'wouter';
import { useSite } from '../ui/site.js';
import { urls } from '../ui/urls.js';
import { LegalPage } from './legal-page.js';

/** docs/product.md: changes to the terms take effect after at least 30 days' notice. */
export const TERMS_NOTICE_DAYS = 30;

/** "November 22, 2026" for the day the page was rendered. */
export function formatLongDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

export function TermsPage() {
  const { renderedAt } = useSite();
  return (
    <LegalPage
      title="Terms of Service"
      description="The terms for reading, sharing and contributing to Bhakti Sangrah."
      path={urls.terms()}
      lastUpdated={formatLongDate(renderedAt)}
    >
      <p>
        Welcome to Bhakti Sangrah. By using this website you agree to these terms. If you do not agree with them, please
        do not use the site.
      </p>

      <h2>Use of the Site</h2>
      <p>
        The devotional texts on Bhakti Sangrah are free to read, print and share for personal and devotional use. Please
        do not use the site in a way that harms it or its readers, for example by overloading it or trying to reach
        parts of it that are not public.
      </p>

      <h2>User Content</h2>
      <p>
        When you send us content — a text, a translation, a correction or a message — you grant Bhakti Sangrah a
        non-exclusive, worldwide, royalty-free licence to use, reproduce, adapt, publish and share it as part of the
        collection. You confirm that you have the right to share it with us.
      </p>

      <h2>Disclaimer</h2>
      <p>
        We take great care over the texts, their translations and transliterations, but the site is provided &quot;as
        is&quot;, without warranties of any kind. Traditions differ in wording and pronunciation; please consult your
        teacher or tradition on matters of practice.
      </p>

      <h2>Limitations</h2>
      <p>
        To the extent the law allows, Bhakti Sangrah and its volunteers are not liable for any loss or damage arising
        from the use of, or the inability to use, this website or its content.
      </p>

      <h2>External Links</h2>
      <p>
        The site may link to other websites, such as the share buttons for WhatsApp and Facebook. We do not control
        those sites and are not responsible for their content or their practices.
      </p>

      <h2>Changes to These Terms</h2>
      <p>
        We may revise these terms. We will announce changes on the site at least {TERMS_NOTICE_DAYS} days before they
        take effect; continuing to use the site after that means you accept the revised terms.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms are welcome through our <Link href={urls.contact()}>contact form</Link>.
      </p>
    </LegalPage>
  );
}
