import { useState, type FormEvent } from 'react';
import { Button, TextInput } from '@mantine/core';
import { MantineScope } from '../ui/mantine-scope.js';
import { useApi } from '../ui/queries.js';
import { call } from '../ui/api-error.js';
import { useToast } from '../ui/toast.js';
import { useHydrated } from '../ui/use-hydrated.js';
import { useSendWithToasts } from './use-send-with-toasts.js';

export const NEWSLETTER_ANCHOR = 'newsletter';

/** 'Stay Updated': the newsletter signup of the home and about pages (docs/product.md). */
export function NewsletterSection({ intro }: { intro?: string }) {
  const api = useApi();
  const toast = useToast();
  const [email, setEmail] = useState('');
  // The form needs the script: until it runs, the button says so by being disabled.
  const hydrated = useHydrated();
  const subscribe = useSendWithToasts({
    send: (address: string) => call(api.newsletter.subscribe({ email: address })),
    onSent: () => setEmail(''),
    sent: { title: 'Subscription successful', description: "You've been added to our newsletter." },
    failed: { title: 'Subscription failed', fallback: 'Please try again later.' },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      toast({ title: 'Email required', description: 'Please enter your email address.', variant: 'destructive' });
      return;
    }
    subscribe.mutate(address);
  };

  return (
    <section id={NEWSLETTER_ANCHOR} className="newsletter" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading">Stay Updated</h2>
      <p>{intro ?? 'Subscribe to our newsletter to hear when new texts, translations and languages are added.'}</p>
      <MantineScope>
        <form className="newsletter-form" onSubmit={onSubmit}>
          <TextInput
            className="newsletter-input"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="Enter your email address"
            aria-label="Email address"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            disabled={subscribe.isPending}
          />
          <Button type="submit" disabled={!hydrated || subscribe.isPending}>
            {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
          </Button>
        </form>
      </MantineScope>
    </section>
  );
}
