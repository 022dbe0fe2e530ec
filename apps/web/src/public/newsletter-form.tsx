import { useState, type FormEvent } from 'react';
import { Button, TextInput } from '@mantine/core';
import { MantineScope } from '../ui/mantine-scope.js';
import { useApi } from '../ui/queries.js';
import { call } from '../ui/api-error.js';
import { useToast } from '../ui/toast.js';
import { useHydrated } from '../ui/use-hydrated.js';
import { useT } from '../i18n/interface.js';
import { useSendWithToasts } from './use-send-with-toasts.js';

export const NEWSLETTER_ANCHOR = 'newsletter';

/** 'Stay Updated': the newsletter signup of the home and about pages (docs/product.md). */
export function NewsletterSection({ intro }: { intro?: string }) {
  const api = useApi();
  const toast = useToast();
  const t = useT();
  const [email, setEmail] = useState('');
  // The form needs the script: until it runs, the button says so by being disabled.
  const hydrated = useHydrated();
  const subscribe = useSendWithToasts({
    send: (address: string) => call(api.newsletter.subscribe({ email: address })),
    onSent: () => setEmail(''),
    sent: { title: t('forms.newsletter.sentTitle'), description: t('forms.newsletter.sentDescription') },
    failed: { title: t('forms.newsletter.failedTitle'), fallback: t('forms.newsletter.failedFallback') },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      toast({
        title: t('forms.newsletter.requiredTitle'),
        description: t('forms.newsletter.requiredDescription'),
        variant: 'destructive',
      });
      return;
    }
    subscribe.mutate(address);
  };

  return (
    <section id={NEWSLETTER_ANCHOR} className="newsletter" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading">{t('forms.newsletter.heading')}</h2>
      <p>{intro ?? t('forms.newsletter.intro')}</p>
      <MantineScope>
        <form className="newsletter-form" onSubmit={onSubmit}>
          <TextInput
            className="newsletter-input"
            type="email"
            name="email"
            autoComplete="email"
            placeholder={t('forms.newsletter.placeholder')}
            aria-label={t('forms.newsletter.label')}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            disabled={subscribe.isPending}
          />
          <Button type="submit" disabled={!hydrated || subscribe.isPending}>
            {subscribe.isPending ? t('forms.newsletter.subscribing') : t('forms.newsletter.subscribe')}
          </Button>
        </form>
      </MantineScope>
    </section>
  );
}
