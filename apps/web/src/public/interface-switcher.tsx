import { useLocation, useSearch } from 'wouter';
import { isLanguageCode, LANGUAGES } from '@bhakti/core';
import { INTERFACE_LANGUAGES, useInterfaceLanguage, useT } from '../i18n/interface.js';
import { urls } from '../ui/urls.js';

/** A language's name in its own words (हिन्दी, मराठी), as a reader of it looks for it. */
const ownName = (language: string) => (isLanguageCode(language) ? LANGUAGES[language].nativeName : language);

/** The current page's address within its interface (without the language's prefix). */
export function useInterfaceNeutralAddress(): string {
  const [path] = useLocation();
  const search = useSearch();
  return search ? `${path}?${search}` : path;
}

/**
 * The interface's other languages, each by its own name (ADR 034). Plain links to the
 * server's switch, which remembers the choice and opens this page in that language: they work
 * without JavaScript, and the new language's words load with the new page.
 */
export function InterfaceSwitcher() {
  const t = useT();
  const current = useInterfaceLanguage();
  const back = useInterfaceNeutralAddress();
  const others = INTERFACE_LANGUAGES.filter((language) => language !== current);
  if (others.length === 0) return null;
  return (
    <ul className="interface-switcher" aria-label={t('interface.switcher')}>
      {others.map((language) => (
        <li key={language}>
          <a href={urls.interfaceSwitch(language, back)} lang={language} hrefLang={language}>
            {ownName(language)}
          </a>
        </li>
      ))}
    </ul>
  );
}
