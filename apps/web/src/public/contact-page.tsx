import { useHead } from '../ui/head.js';
import { urls } from '../ui/urls.js';
import { ContactForm } from './contact-form.js';

export function ContactPage() {
  useHead({
    title: 'Contact Us',
    description: 'Write to the Bhakti Sangrah team: suggest a text, send a correction or ask a question.',
    path: urls.contact(),
  });
  return (
    <div className="prose-page contact-page">
      <h1>Get in Touch</h1>
      <p>
        Have a question, a suggestion for a text we should add, or a correction? Send us a message and we will get back
        to you.
      </p>
      <ContactForm />
    </div>
  );
}
