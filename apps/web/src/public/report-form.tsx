import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Button, NativeSelect, Textarea } from '@mantine/core';
import { call } from '../ui/api-error.js';
import { useFormPost } from '../ui/form-post.js';
import { MantineScope } from '../ui/mantine-scope.js';
import { useApi } from '../ui/queries.js';
import { urls } from '../ui/urls.js';
import { FormNotice } from './form-notice.js';
import { HONEYPOT_FIELD, interfacePath } from '@bhakti/core';
import { useInterfaceLanguage, useT, type Translate } from '../i18n/interface.js';
import { Honeypot } from './honeypot.js';
import { useToast } from '../ui/toast.js';
import { useSend } from '../ui/use-send.js';

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

/**
 * What the server says when the problem is left empty (packages/api schemas, in English): a
 * form posted without JavaScript shows it in the interface's words (`report.form.problemMissing`).
 */
const SERVER_PROBLEM_MISSING = 'Please say what is wrong.';

/** The fields a reader types, as the form posts them (src/public/form-posts.ts reads the same names). */
export const REPORT_TYPED_FIELDS = ['problem', 'suggestion', 'verse'] as const;
type TypedField = (typeof REPORT_TYPED_FIELDS)[number];
type Values = Record<TypedField, string>;
type Errors = Partial<Record<TypedField | 'languageCode' | 'script', string>>;

export function validateReport(values: Values, t: Translate): Errors {
  return values.problem.trim() === '' ? { problem: t('report.form.problemMissing') } : {};
}

/** A posted form's errors, the one the page itself checks in the interface's words. */
function postedErrors(errors: Errors, t: Translate): Errors {
  return errors.problem === SERVER_PROBLEM_MISSING ? { ...errors, problem: t('report.form.problemMissing') } : errors;
}

/** The report's form: what is wrong, the suggested wording, the honeypot; sent with or without JavaScript. */
export function ReportForm({ reported, backTo }: { reported: ReportedVerse; backTo: string }) {
  const posted = useFormPost(urls.reportMistake(reported.slug));
  const t = useT();
  // Posted to the page's own address (in the interface's language), so that the answer shows the same verse.
  const action = interfacePath(
    useInterfaceLanguage(),
    urls.reportMistake(reported.slug, {
      language: reported.languageCode,
      transliteration: reported.isTransliteration,
      script: reported.script,
      verse: reported.verse,
    }),
  );
  const api = useApi();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>({
    problem: posted?.values.problem ?? '',
    suggestion: posted?.values.suggestion ?? '',
    verse: posted?.values.verse ?? String(reported.verse ?? 1),
  });
  const [errors, setErrors] = useState<Errors>(postedErrors(posted?.errors ?? {}, t));
  const [sent, setSent] = useState(posted?.outcome === 'sent');

  const toast = useToast();
  // The thanks stays on the page in place of the form (no toast); a failure is a red toast.
  const send = useSend({
    send: () =>
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
        title: t('report.form.failedTitle'),
        description: error.message || t('report.form.failedFallback'),
        variant: 'destructive',
      }),
  });

  if (sent) {
    return (
      <FormNotice variant="success" title={t('report.form.sentTitle')} focus={!posted}>
        {t('report.form.sent')} <Link href={backTo}>{t('report.form.backToText')}</Link>
      </FormNotice>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateReport(values, t);
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
        <FormNotice variant="error" title={t('report.form.failedTitle')}>
          {posted.message}
        </FormNotice>
      ) : null}
      {placeError ? (
        <FormNotice variant="error" title={t('report.form.failedTitle')}>
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
        aria-label={t('report.heading')}
      >
        <input type="hidden" name="languageCode" value={reported.languageCode} />
        {reported.isTransliteration ? <input type="hidden" name="transliteration" value="1" /> : null}
        {reported.script ? <input type="hidden" name="script" value={reported.script} /> : null}
        {reported.verse && !errors.verse ? (
          <input type="hidden" name="verse" value={values.verse} />
        ) : (
          <NativeSelect
            label={t('report.form.whichVerse')}
            name="verse"
            value={values.verse}
            onChange={(event) => change('verse', event.currentTarget.value)}
            error={errors.verse}
            disabled={pending}
          >
            {/* Mostly the verse's first line: the option is in the verses' language. */}
            {reported.verses.map((line, index) => (
              <option key={index} value={String(index + 1)} lang={reported.lang}>
                {t('report.form.verseOption', { verse: index + 1, line })}
              </option>
            ))}
          </NativeSelect>
        )}
        <Textarea
          label={t('report.form.problem')}
          name="problem"
          required
          classNames={{ input: 'message-input' }}
          value={values.problem}
          onChange={(event) => change('problem', event.currentTarget.value)}
          error={errors.problem}
          disabled={pending}
        />
        <Textarea
          label={t('report.form.suggestion')}
          name="suggestion"
          lang={reported.lang}
          value={values.suggestion}
          onChange={(event) => change('suggestion', event.currentTarget.value)}
          error={errors.suggestion}
          disabled={pending}
        />
        <Honeypot />
        <Button type="submit" disabled={pending}>
          {pending ? t('report.form.sending') : t('report.form.send')}
        </Button>
      </form>
    </MantineScope>
  );
}
