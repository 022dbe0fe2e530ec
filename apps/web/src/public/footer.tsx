import { Link } from 'wouter';
import { useRead } from '../ui/page-data.js';
import { interfacePath } from '@bhakti/core';
import { usePublicQueries } from '../ui/queries.js';
import { CssIcon, type CssIconName } from '../ui/css-icon.js';
import { useSite } from '../ui/site.js';
import { urls } from '../ui/urls.js';
import { useCategoryNames } from '../i18n/category-names.js';
import { useInterfaceLanguage, useT, type Translate } from '../i18n/interface.js';

/** A network to share on, named like its icon. */
type Network = Extract<CssIconName, 'whatsapp' | 'facebook' | 'x' | 'telegram'>;

/** The share buttons: each network's page for sharing the site's address with a line about it. */
function shareLinks(siteUrl: string, t: Translate): Array<{ network: Network; href: string; label: string }> {
  const url = encodeURIComponent(siteUrl);
  const text = encodeURIComponent(t('footer.share.text'));
  const links: Array<{ network: Network; href: string }> = [
    { network: 'whatsapp', href: `https://wa.me/?text=${text}%20${url}` },
    { network: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { network: 'x', href: `https://x.com/intent/post?text=${text}&url=${url}` },
    { network: 'telegram', href: `https://t.me/share/url?url=${url}&text=${text}` },
  ];
  return links.map((link) => ({ ...link, label: t(`footer.share.${link.network}`) }));
}

const yearFormats = new Map<string, Intl.NumberFormat>();

/**
 * A year in the language's own digits (२०२६ in Marathi), without a thousands separator. One
 * formatter a language: making one costs a tenth of a millisecond, as much as a verse's render.
 */
function yearFormat(language: string): Intl.NumberFormat {
  let format = yearFormats.get(language);
  if (!format) yearFormats.set(language, (format = new Intl.NumberFormat(language, { useGrouping: false })));
  return format;
}

export function Footer() {
  const queries = usePublicQueries();
  const { data: categories } = useRead(queries.categories());
  const { origin, renderedAt } = useSite();
  const language = useInterfaceLanguage();
  const t = useT();
  const categoryNames = useCategoryNames();
  const year = yearFormat(language).format(new Date(renderedAt).getUTCFullYear());
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer-heading">
            {t('site.name')}
          </h2>
          <p className="footer-blurb">{t('footer.blurb')}</p>
          <ul className="social" aria-label={t('footer.share.heading')}>
            {shareLinks(`${origin}${interfacePath(language, '/')}`, t).map(({ network, href, label }) => (
              <li key={network}>
                <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
                  <CssIcon name={network} size={20} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <FooterLinks
          id="footer-quick"
          heading={t('footer.quickLinks.heading')}
          links={[
            { href: urls.home(), label: t('footer.quickLinks.home') },
            { href: urls.about(), label: t('footer.quickLinks.about') },
            { href: urls.contact(), label: t('footer.quickLinks.contact') },
          ]}
        />
        <FooterLinks
          id="footer-browse"
          heading={t('footer.browse.heading')}
          links={[
            { href: urls.textsIndex(), label: t('footer.browse.textsIndex') },
            { href: urls.deities(), label: t('footer.browse.deities') },
          ]}
        />
        {categories && categories.length > 0 ? (
          <FooterLinks
            id="footer-categories"
            heading={t('footer.categories.heading')}
            links={[
              ...categories.map((category) => ({
                href: urls.category(category.slug),
                label: categoryNames.name(category),
              })),
              { href: urls.categories(), label: t('footer.categories.all') },
            ]}
          />
        ) : null}
        <FooterLinks
          id="footer-legal"
          heading={t('footer.legal.heading')}
          links={[
            { href: urls.privacy(), label: t('footer.legal.privacy') },
            { href: urls.terms(), label: t('footer.legal.terms') },
          ]}
        />
      </div>
      <p className="copyright">{t('footer.copyright', { year })}</p>
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
