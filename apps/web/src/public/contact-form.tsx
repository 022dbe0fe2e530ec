import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, TextInput, Textarea } from '@mantine/core';
import type { ContactInput } from '../ui/api.js';
import { call } from '../ui/api-error.js';
import { useFormPost, type FormPostResult } from '../ui/form-post.js';
import { MantineScope } from '../ui/mantine-scope.js';
import { useApi } from '../ui/queries.js';
import { urls } from '../ui/urls.js';
import { FormNotice } from './form-notice.js';
import { useSendWithToasts } from './use-send-with-toasts.js';

type Field = keyof ContactInput;
type Errors = Partial<Record<Field, string>>;

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };
const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];
/** The same pattern as the server's check (zod's email), so the two never disagree. */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const length = (value: string) => [...value.trim()].length;

/** docs/product.md: all required; name ≥ 2, a valid email, subject ≥ 5, message ≥ 10 characters. */
export function validateContact(values: ContactInput): Errors {
  const errors: Errors = {};
  if (length(values.name) < 2) errors.name = 'Name must be at least 2 characters.';
  if (!EMAIL.test(values.email.trim())) errors.email = 'Please enter a valid email address.';
  if (length(values.subject) < 5) errors.subject = 'Subject must be at least 5 characters.';
  if (length(values.message) < 10) errors.message = 'Message must be at least 10 characters.';
  return errors;
}

const trimmed = (values: ContactInput): ContactInput => ({
  name: values.name.trim(),
  email: values.email.trim(),
  subject: values.subject.trim(),
  message: values.message.trim(),
});

const SENT = { title: 'Message sent!', description: "Thank you for contacting us. We'll respond as soon as possible." };
const FAILED = {
  title: 'Error sending message',
  fallback: 'There was a problem sending your message. Please try again.',
};

/** The values a refused post kept, to type on from. */
function postedValues(posted: FormPostResult | null): ContactInput {
  if (posted?.outcome !== 'refused') return EMPTY;
  const { name = '', email = '', subject = '', message = '' } = posted.values;
  return { name, email, subject, message };
}

/** The contact form's state: values, checks on submit (then on every change), and the send. */
function useContactForm(posted: FormPostResult | null) {
  const api = useApi();
  const [values, setValues] = useState<ContactInput>(() => postedValues(posted));
  const [errors, setErrors] = useState<Errors>((posted?.errors ?? {}) as Errors);
  // Validation runs on submit, then again on every change (docs/product.md).
  const [submitted, setSubmitted] = useState(posted?.outcome === 'refused');
  const formRef = useRef<HTMLFormElement>(null);

  const send = useSendWithToasts({
    send: (input: ContactInput) => call(api.contact.submit(input)),
    onSent: () => {
      setValues(EMPTY);
      setErrors({});
      setSubmitted(false);
    },
    sent: SENT,
    failed: FAILED,
  });

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateContact(next));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateContact(values);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    send.mutate(trimmed(values));
  };

  const pending = send.isPending;
  /** What every field of the form shares: its name, value, message and state. */
  const field = (name: Field) => ({
    name,
    required: true,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(name, event.currentTarget.value),
    error: errors[name],
    disabled: pending,
  });
  return { formRef, onSubmit, field, pending };
}

/** What came of a send posted without JavaScript, where the toast would have said it. */
function PostedNotice({ posted }: { posted: FormPostResult | null }) {
  if (posted?.outcome === 'sent') {
    return (
      <FormNotice variant="success" title={SENT.title}>
        {SENT.description}
      </FormNotice>
    );
  }
  if (posted?.message) {
    return (
      <FormNotice variant="error" title={FAILED.title}>
        {posted.message}
      </FormNotice>
    );
  }
  return null;
}

/**
 * Name, email, subject and message, all required (docs/product.md). With JavaScript it sends
 * through the API; without, it posts to the page, which answers with the same messages (ADR 022).
 */
export function ContactForm() {
  const posted = useFormPost(urls.contact());
  const { formRef, onSubmit, field, pending } = useContactForm(posted);
  return (
    <MantineScope>
      <PostedNotice posted={posted} />
      <form
        ref={formRef}
        className="contact-form"
        method="post"
        action={urls.contact()}
        onSubmit={onSubmit}
        noValidate
        aria-label="Contact form"
      >
        <TextInput label="Name" autoComplete="name" {...field('name')} />
        <TextInput label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextInput label="Subject" {...field('subject')} />
        <Textarea label="Message" classNames={{ input: 'message-input' }} {...field('message')} />
        <p className="form-note">For urgent matters, please say so in the subject line.</p>
        <Button type="submit" disabled={pending}>
          {pending ? 'Sending...' : 'Send Message'}
        </Button>
      </form>
    </MantineScope>
  );
}
