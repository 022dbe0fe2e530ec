import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { interfacePath } from '@bhakti/core';
import { Button, TextInput, Textarea } from '@mantine/core';
import type { ContactInput } from '../ui/api.js';
import { call } from '../ui/api-error.js';
import { useFormPost, type FormPostResult } from '../ui/form-post.js';
import { MantineScope } from '../ui/mantine-scope.js';
import { useApi } from '../ui/queries.js';
import { urls } from '../ui/urls.js';
import { useInterfaceLanguage, useT, type Translate } from '../i18n/interface.js';
import { FormNotice } from './form-notice.js';
import { refusalText, refusedFields, useRefusalWords } from './form-refusals.js';
import { useSendWithToasts } from './use-send-with-toasts.js';

type Field = keyof ContactInput;
type Errors = Partial<Record<Field, string>>;

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };
const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];
/** The same pattern as the server's check (zod's email), so the two never disagree. */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const length = (value: string) => [...value.trim()].length;

/** docs/product.md: the fewest characters of each text field. */
const MINIMUMS = { name: 2, subject: 5, message: 10 } as const;

/** docs/product.md: all required; name ≥ 2, a valid email, subject ≥ 5, message ≥ 10 characters. */
export function validateContact(values: ContactInput, t: Translate): Errors {
  const errors: Errors = {};
  const tooShort = (field: keyof typeof MINIMUMS) =>
    t('forms.refusal.tooShort', { field: t(`contact.${field}`), min: MINIMUMS[field] });
  if (length(values.name) < MINIMUMS.name) errors.name = tooShort('name');
  if (!EMAIL.test(values.email.trim())) errors.email = t('forms.refusal.invalidEmail');
  if (length(values.subject) < MINIMUMS.subject) errors.subject = tooShort('subject');
  if (length(values.message) < MINIMUMS.message) errors.message = tooShort('message');
  return errors;
}

const trimmed = (values: ContactInput): ContactInput => ({
  name: values.name.trim(),
  email: values.email.trim(),
  subject: values.subject.trim(),
  message: values.message.trim(),
});

/** What the form says when a message went, and when it did not. */
function useContactMessages() {
  const t = useT();
  return {
    sent: { title: t('contact.sentTitle'), description: t('contact.sentDescription') },
    failed: { title: t('contact.failedTitle'), fallback: t('contact.failedFallback') },
  };
}

/** The values a refused post kept, to type on from. */
function postedValues(posted: FormPostResult | null): ContactInput {
  if (posted?.outcome !== 'refused') return EMPTY;
  const { name = '', email = '', subject = '', message = '' } = posted.values;
  return { name, email, subject, message };
}

/** The contact form's state: values, checks on submit (then on every change), and the send. */
function useContactForm(posted: FormPostResult | null) {
  const api = useApi();
  const t = useT();
  const words = useRefusalWords();
  const messages = useContactMessages();
  const [values, setValues] = useState<ContactInput>(() => postedValues(posted));
  const [errors, setErrors] = useState<Errors>(() => refusedFields(words, posted?.errors ?? {}) as Errors);
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
    sent: messages.sent,
    failed: messages.failed,
  });

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateContact(next, t));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateContact(values, t);
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
  const { sent, failed } = useContactMessages();
  const words = useRefusalWords();
  if (posted?.outcome === 'sent') {
    return (
      <FormNotice variant="success" title={sent.title}>
        {sent.description}
      </FormNotice>
    );
  }
  if (posted?.message) {
    return (
      <FormNotice variant="error" title={failed.title}>
        {refusalText(words, { message: posted.message, status: posted.status }, failed.fallback)}
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
  const t = useT();
  // A form's action is not a wouter link: it needs the interface's prefix itself.
  const action = interfacePath(useInterfaceLanguage(), urls.contact());
  return (
    <MantineScope>
      <PostedNotice posted={posted} />
      <form
        ref={formRef}
        className="contact-form"
        method="post"
        action={action}
        onSubmit={onSubmit}
        noValidate
        aria-label={t('contact.form')}
      >
        <TextInput label={t('contact.name')} autoComplete="name" {...field('name')} />
        <TextInput label={t('contact.email')} type="email" autoComplete="email" {...field('email')} />
        <TextInput label={t('contact.subject')} {...field('subject')} />
        <Textarea label={t('contact.message')} classNames={{ input: 'message-input' }} {...field('message')} />
        <p className="form-note">{t('contact.note')}</p>
        <Button type="submit" disabled={pending}>
          {pending ? t('contact.sending') : t('contact.send')}
        </Button>
      </form>
    </MantineScope>
  );
}
