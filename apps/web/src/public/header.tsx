import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useRead } from '../ui/page-data.js';
import { usePublicQueries } from '../ui/queries.js';
import { ThemeToggle } from '../ui/theme-toggle.js';
import { urls } from '../ui/urls.js';
import { useCategoryNames } from '../i18n/category-names.js';
import { useT } from '../i18n/interface.js';
import { Logo } from './logo.js';
import { MenuToggle } from './menu-toggle.js';
import { InterfaceSwitcher } from './interface-switcher.js';

interface NavLink {
  href: string;
  label: string;
}

function isActive(href: string, location: string): boolean {
  return href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);
}

/** Sticky header: logo, Home, one link per category, My texts, Contact, the theme; a toggle menu on small screens. */
export function Header() {
  const queries = usePublicQueries();
  const { data: categories } = useRead(queries.categories());
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const t = useT();
  const categoryNames = useCategoryNames();
  const links: NavLink[] = [
    { href: urls.home(), label: t('header.home') },
    ...(categories ?? []).map((category) => ({
      href: urls.category(category.slug),
      label: categoryNames.name(category),
    })),
    { href: urls.myTexts(), label: t('header.myTexts') },
    { href: urls.contact(), label: t('header.contact') },
  ];
  return (
    <header className="site-header">
      <div className="header-inner">
        <Link href={urls.home()} className="logo" onClick={() => setOpen(false)}>
          <Logo />
          <span>{t('site.name')}</span>
        </Link>
        <MenuToggle opened={open} onClick={() => setOpen((value) => !value)} controls="site-nav" />
        <nav id="site-nav" className="site-nav" aria-label={t('header.mainNav')} data-open={open}>
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={isActive(link.href, location) ? 'page' : undefined}
                  onClick={() => setOpen(false)}
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li className="language-item">
              <InterfaceSwitcher />
            </li>
            <li className="theme-item">
              <ThemeToggle />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
