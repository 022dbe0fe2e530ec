import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Button, NativeSelect, Textarea } from '@mantine/core';
import { call } from '../ui/api-error.js';
import { useFormPost } from '../ui/form-post.js';
import { MantineScope } from '../ui/mantine-scope.js';
import { useApi } from '../ui/queries.js';
import { urls } from '../ui/urls.js';
import { FormNotice } from './form-notice.js';
import { HONEYPOT_FIELD } from '@bhakti/core';
import { Honeypot } from './honeypot.js';
import { useMutation } from '@tanstack/react-query';
import { useToast } from '../ui/toast.js';

/** The verse a reader reports, as the reading page showed it. */
export interface ReportedVerse {
  slug: string;
  languageCode: string;
  isTransliteration: boolean;
  /** The reading page's `?script=` view, null for the stored script. */
  script: string | null;
  /** The verse the address names, or null when the reader picks it here. */
  verse: number | null;
  /** The first line of each verse, to pick one from. */
  verses: string[];
  /** The `lang` of the verses as shown. */
  lang: string;
}

/** docs/product.md, "Report a mistake". The server says the same (packages/api schemas). */
export const REPORT_MESSAGES = {
  problemMissing: 'Please say what is wrong.',
  sent: 'Thank you! Your report has been sent to our editors.',
  failedTitle: 'Error sending report',
  failedFallback: 'There was a problem sending your report. Please try again.',
} as const;

/** The fields a reader types, as the form posts them (src/public/form-posts.ts reads the same names). */
export const REPORT_TYPED_FIELDS = ['problem', 'suggestion', 'verse'] as const;
type TypedField = (typeof REPORT_TYPED_FIELDS)[number];
type Values = Record<TypedField, string>;
type Errors = Partial<Record<TypedField | 'languageCode' | 'script', string>>;

export function validateReport(values: Values): Errors {
  return values.problem.trim() === '' ? { problem: REPORT_MESSAGES.problemMissing } : {};
}

/** The report's form: what is wrong, the suggested wording, the honeypot; sent with or without JavaScript. */
export function ReportForm({ reported, backTo }: { reported: ReportedVerse; backTo: string }) {
  const posted = useFormPost(urls.reportMistake(reported.slug));
  // Posted to the page's own address, so that the answer shows the same verse.
  const action = urls.reportMistake(reported.slug, {
    language: reported.languageCode,
    transliteration: reported.isTransliteration,
    script: reported.script,
    verse: reported.verse,
  });
  const api = useApi();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>({
    problem: posted?.values.problem ?? '',
    suggestion: posted?.values.suggestion ?? '',
    verse: posted?.values.verse ?? String(reported.verse ?? 1),
  });
  const [errors, setErrors] = useState<Errors>(posted?.errors ?? {});
  const [sent, setSent] = useState(posted?.outcome === 'sent');

  const toast = useToast();
  // The thanks stays on the page in place of the form (no toast); a failure is a red toast.
  const send = useMutation({
    mutationFn: () =>
      call(
        api.corrections.report({
          slug: reported.slug,
          languageCode: reported.languageCode as never,
          isTransliteration: reported.isTransliteration,
          script: reported.script,
          verse: Number(values.verse),
          problem: values.problem,
          suggestion: values.suggestion,
          [HONEYPOT_FIELD]: formRef.current?.querySelector<HTMLInputElement>(`[name="${HONEYPOT_FIELD}"]`)?.value,
        }),
      ),
    onSuccess: () => setSent(true),
    onError: (error) =>
      toast({
        title: REPORT_MESSAGES.failedTitle,
        description: error.message || REPORT_MESSAGES.failedFallback,
        variant: 'destructive',
      }),
  });

  if (sent) {
    return (
      <FormNotice variant="success" title="Report sent" focus={!posted}>
        {REPORT_MESSAGES.sent} <Link href={backTo}>Back to the text</Link>
      </FormNotice>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateReport(values);
    setErrors(found);
    if (found.problem) {
      formRef.current?.querySelector<HTMLElement>('[name="problem"]')?.focus();
      return;
    }
    send.mutate();
  };
  const change = (field: TypedField, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const pending = send.isPending;
  const placeError = errors.languageCode ?? errors.script;

  return (
    <MantineScope>
      {posted?.message ? (
        <FormNotice variant="error" title={REPORT_MESSAGES.failedTitle}>
          {posted.message}
        </FormNotice>
      ) : null}
      {placeError ? (
        <FormNotice variant="error" title={REPORT_MESSAGES.failedTitle}>
          {placeError}
        </FormNotice>
      ) : null}
      <form
        ref={formRef}
        className="contact-form report-form"
        method="post"
        action={action}
        onSubmit={onSubmit}
        noValidate
        aria-label="Report a mistake"
      >
        <input type="hidden" name="languageCode" value={reported.languageCode} />
        {reported.isTransliteration ? <input type="hidden" name="transliteration" value="1" /> : null}
        {reported.script ? <input type="hidden" name="script" value={reported.script} /> : null}
        {reported.verse && !errors.verse ? (
          <input type="hidden" name="verse" value={values.verse} />
        ) : (
          <NativeSelect
            label="Which verse?"
            name="verse"
            value={values.verse}
            onChange={(event) => change('verse', event.currentTarget.value)}
            error={errors.verse}
            disabled={pending}
            data={reported.verses.map((line, index) => ({
              value: String(index + 1),
              label: `Verse ${index + 1}: ${line}`,
            }))}
          />
        )}
        <Textarea
          label="What is wrong?"
          name="problem"
          required
          classNames={{ input: 'message-input' }}
          value={values.problem}
          onChange={(event) => change('problem', event.currentTarget.value)}
          error={errors.problem}
          disabled={pending}
        />
        <Textarea
          label="Suggested wording (optional)"
          name="suggestion"
          lang={reported.lang}
          value={values.suggestion}
          onChange={(event) => change('suggestion', event.currentTarget.value)}
          error={errors.suggestion}
          disabled={pending}
        />
        <Honeypot />
        <Button type="submit" disabled={pending}>
          {pending ? 'Sending...' : 'Send Report'}
        </Button>
      </form>
    </MantineScope>
  );
}
