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
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="footer-heading">
            Quick Links
          </h2>
          <ul>
            <li>
              <Link href={urls.home()}>Home</Link>
            </li>
            <li>
              <Link href={urls.about()}>About Us</Link>
            </li>
            <li>
              <Link href={urls.contact()}>Contact</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-browse">
          <h2 id="footer-browse" className="footer-heading">
            Browse
          </h2>
          <ul>
            <li>
              <Link href={urls.textsIndex()}>All Texts A–Z</Link>
            </li>
            <li>
              <Link href={urls.deities()}>All Deities</Link>
            </li>
          </ul>
        </nav>
        {categories && categories.length > 0 ? (
          <nav aria-labelledby="footer-categories">
            <h2 id="footer-categories" className="footer-heading">
              Categories
            </h2>
            <ul>
              {categories.map((category) => (
                <li key={category.id}>
                  <Link href={urls.category(category.slug)}>{category.name}</Link>
                </li>
              ))}
              <li>
                <Link href={urls.categories()}>All Categories</Link>
              </li>
            </ul>
          </nav>
        ) : null}
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="footer-heading">
            Legal
          </h2>
          <ul>
            <li>
              <Link href={urls.privacy()}>Privacy Policy</Link>
            </li>
            <li>
              <Link href={urls.terms()}>Terms of Service</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="copyright">© {year} Bhakti Sangrah. All rights reserved.</p>
    </footer>
  );
}
