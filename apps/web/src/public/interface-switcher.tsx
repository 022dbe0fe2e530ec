import { isLanguageCode, LANGUAGES } from '@bhakti/core';
import { useInterfaceLanguage, useT } from '../i18n/interface.js';
import { INTERFACE_LANGUAGES } from '../i18n/catalogue-loading.js';
import { urls } from '../ui/urls.js';
import { useAddress } from '../ui/use-address.js';

/** A language's name in its own words (हिन्दी, मराठी), as a reader of it looks for it. */
const ownName = (language: string) => (isLanguageCode(language) ? LANGUAGES[language].nativeName : language);

/**
 * The interface's other languages, each by its own name (ADR 034). Plain links to the
 * server's switch, which remembers the choice and opens this page in that language: they work
 * without JavaScript, and the new language's words load with the new page.
 */
export function InterfaceSwitcher() {
  const t = useT();
  const current = useInterfaceLanguage();
  const back = useAddress();
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
