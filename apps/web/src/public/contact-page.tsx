import { useHead } from '../ui/head.js';
import { urls } from '../ui/urls.js';
import { useT } from '../i18n/interface.js';
import { ContactForm } from './contact-form.js';

export function ContactPage() {
  const t = useT();
  useHead({
    title: t('contact.title'),
    description: t('contact.description'),
    path: urls.contact(),
  });
  return (
    <div className="prose-page contact-page">
      <h1>{t('contact.heading')}</h1>
      <p>{t('contact.intro')}</p>
      <ContactForm />
    </div>
  );
}
