import { Link } from 'wouter';
import { useSite } from '../ui/site.js';
import { urls } from '../ui/urls.js';
import { RichText, useInterfaceLanguage, useT } from '../i18n/interface.js';
import { formatLongDate, LegalPage } from './legal-page.js';

/** docs/product.md: changes to the terms take effect after at least 30 days' notice. */
export const TERMS_NOTICE_DAYS = 30;

export function TermsPage() {
  const { renderedAt } = useSite();
  const t = useT();
  const date = formatLongDate(renderedAt, useInterfaceLanguage());
  return (
    <LegalPage
      title={t('terms.title')}
      description={t('terms.description')}
      path={urls.terms()}
      lastUpdated={t('terms.lastUpdated', { date })}
    >
      <p>{t('terms.intro')}</p>

      <h2>{t('terms.use.heading')}</h2>
      <p>{t('terms.use.body')}</p>

      <h2>{t('terms.userContent.heading')}</h2>
      <p>{t('terms.userContent.body')}</p>

      <h2>{t('terms.disclaimer.heading')}</h2>
      <p>{t('terms.disclaimer.body')}</p>

      <h2>{t('terms.limitations.heading')}</h2>
      <p>{t('terms.limitations.body')}</p>

      <h2>{t('terms.externalLinks.heading')}</h2>
      <p>{t('terms.externalLinks.body')}</p>

      <h2>{t('terms.changes.heading')}</h2>
      <p>{t('terms.changes.body', { days: TERMS_NOTICE_DAYS })}</p>

      <h2>{t('terms.contact.heading')}</h2>
      <p>
        <RichText id="terms.contact.body" components={{ 0: <Link href={urls.contact()} /> }} />
      </p>
    </LegalPage>
  );
}
