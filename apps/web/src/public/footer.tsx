import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { usePublicQueries } from '../ui/queries.js';
import { CssIcon, type CssIconName } from '../ui/css-icon.js';
import { useSite } from '../ui/site.js';
import { urls } from '../ui/urls.js';

const SHARE_TEXT = 'Bhakti Sangrah: Hindu devotional texts in many languages, free for everyone';

function shareLinks(siteUrl: string): Array<{ label: string; href: string; icon: CssIconName }> {
  const url = encodeURIComponent(siteUrl);
  const text = encodeURIComponent(SHARE_TEXT);
  return [
    { label: 'WhatsApp', href: `https://wa.me/?text=${text}%20${url}`, icon: 'whatsapp' },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}`, icon: 'facebook' },
    { label: 'X', href: `https://x.com/intent/post?text=${text}&url=${url}`, icon: 'x' },
    { label: 'Telegram', href: `https://t.me/share/url?url=${url}&text=${text}`, icon: 'telegram' },
  ];
}

export function Footer() {
  const queries = usePublicQueries();
  const { data: categories } = useQuery(queries.categories());
  const { origin, renderedAt } = useSite();
  const year = new Date(renderedAt).getUTCFullYear();
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer-heading">
            Bhakti Sangrah
          </h2>
          <p className="footer-blurb">
            A comprehensive collection of Hindu devotional texts — aartis, chalisas, mantras and stotrams — in multiple
            languages and scripts, free for everyone, with regular updates.
          </p>
          <ul className="social" aria-label="Share Bhakti Sangrah">
            {shareLinks(`${origin}/`).map(({ label, href, icon }) => (
              <li key={label}>
                <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`Share on ${label}`}>
                  <CssIcon name={icon} size={20} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <FooterLinks
          id="footer-quick"
          heading="Quick Links"
          links={[
            { href: urls.home(), label: 'Home' },
            { href: urls.about(), label: 'About Us' },
            { href: urls.contact(), label: 'Contact' },
          ]}
        />
        <FooterLinks
          id="footer-browse"
          heading="Browse"
          links={[
            { href: urls.textsIndex(), label: 'All Texts A–Z' },
            { href: urls.deities(), label: 'All Deities' },
          ]}
        />
        {categories && categories.length > 0 ? (
          <FooterLinks
            id="footer-categories"
            heading="Categories"
            links={[
              ...categories.map((category) => ({ href: urls.category(category.slug), label: category.name })),
              { href: urls.categories(), label: 'All Categories' },
            ]}
          />
        ) : null}
        <FooterLinks
          id="footer-legal"
          heading="Legal"
          links={[
            { href: urls.privacy(), label: 'Privacy Policy' },
            { href: urls.terms(), label: 'Terms of Service' },
          ]}
        />
      </div>
      <p className="copyright">© {year} Bhakti Sangrah. All rights reserved.</p>
    </footer>
  );
}

/** A footer column: a heading and its links. */
function FooterLinks({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: Array<{ href: string; label: string }>;
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="footer-heading">
        {heading}
      </h2>
      <ul>
        {links.map(({ href, label }) => (
          <li key={href}>
            <Link href={href}>{label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
