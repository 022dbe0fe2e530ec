import { Link } from 'wouter';
import { RichText, useInterfaceLanguage, useT } from '../i18n/interface.js';
import { urls } from '../ui/urls.js';
import { formatLongDate, LegalPage } from './legal-page.js';

/** The day the privacy policy was last changed (docs/product.md, Routes). */
export const PRIVACY_LAST_UPDATED = '2025-04-07';

const strong = { 0: <strong /> };

export function PrivacyPage() {
  const t = useT();
  const date = formatLongDate(PRIVACY_LAST_UPDATED, useInterfaceLanguage());
  return (
    <LegalPage
      title={t('privacy.title')}
      description={t('privacy.description')}
      path={urls.privacy()}
      lastUpdated={t('privacy.lastUpdated', { date })}
    >
      <p>{t('privacy.intro')}</p>

      <h2>{t('privacy.collect.heading')}</h2>
      <ul>
        <li>
          <RichText id="privacy.collect.contactForm" components={strong} />
        </li>
        <li>
          <RichText id="privacy.collect.newsletter" components={strong} />
        </li>
        <li>
          <RichText id="privacy.collect.usage" components={strong} />
        </li>
      </ul>

      <h2>{t('privacy.use.heading')}</h2>
      <p>{t('privacy.use.body')}</p>

      <h2>{t('privacy.cookies.heading')}</h2>
      <p>
        <RichText id="privacy.cookies.body" components={{ 0: <Link href={urls.myTexts()} /> }} />
      </p>

      <h2>{t('privacy.thirdParty.heading')}</h2>
      <p>{t('privacy.thirdParty.body')}</p>

      <h2>{t('privacy.security.heading')}</h2>
      <p>{t('privacy.security.body')}</p>

      <h2>{t('privacy.changes.heading')}</h2>
      <p>{t('privacy.changes.body')}</p>

      <h2>{t('privacy.contact.heading')}</h2>
      <p>
        <RichText id="privacy.contact.body" components={{ 0: <Link href={urls.contact()} /> }} />
      </p>
    </LegalPage>
  );
}
