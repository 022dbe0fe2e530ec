import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { canViewInScripts, languageName, viewLang, type ScriptId } from '@bhakti/core';
import { useToast } from '../../ui/toast.js';
import { scriptLabel } from '../../public/script-view.js';
import type { Correction } from '../api/admin-client.js';
import { call, useAdmin } from '../api/admin-context.js';
import { useFailureToast } from '../api/use-failure-toast.js';
import { QueryState } from '../forms/query-state.js';
import { formatDateTime } from '../format/format-date.js';
import type { VerseTarget } from '../texts/verse-target.js';

type Resolution = 'accepted' | 'dismissed';

/** The two ways to close a report, as the card's buttons. */
const RESOLUTIONS: ReadonlyArray<{
  status: Resolution;
  label: string;
  variant: 'light' | 'default';
  Icon: typeof IconCheck;
}> = [
  { status: 'accepted', label: 'Accept', variant: 'light', Icon: IconCheck },
  { status: 'dismissed', label: 'Dismiss', variant: 'default', Icon: IconX },
];

/** The open reports' count, for the sub-tab and the portal's notice. */
export function useOpenCorrections(): number | null {
  const { queries } = useAdmin();
  return useQuery(queries.openCorrections()).data?.open ?? null;
}

/** Where the reader read: the language (or its transliteration) and the script it was shown in. */
export function readingPlace(report: Pick<Correction, 'languageCode' | 'isTransliteration' | 'script'>): string {
  const language = `${languageName(report.languageCode)}${report.isTransliteration ? ' transliteration' : ''}`;
  return report.script ? `${language}, shown in ${scriptLabel(report.script as ScriptId)}` : language;
}

/** The reader typed the suggestion in the script they read in. */
function suggestionLang(report: Correction): string {
  const { languageCode, script } = report;
  return script && canViewInScripts(languageCode) ? viewLang(languageCode, script as ScriptId) : languageCode;
}

/** Marks a report accepted or dismissed, with a toast, and refreshes the queue and its count. */
function useResolve() {
  const { client } = useAdmin();
  const queryClient = useQueryClient();
  const toast = useToast();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: ({ report, status }: { report: Correction; status: Resolution }) =>
      call(client.corrections.resolve.mutate({ id: report.id, status })),
    onSuccess: (_answer, { report, status }) => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'corrections'] });
      toast({
        title: status === 'accepted' ? 'Report accepted' : 'Report dismissed',
        description: `${report.textTitle}, verse ${report.verse}`,
        variant: 'success',
      });
    },
    onError: failed('Failed to update the report'),
  });
}

interface CorrectionsPanelProps {
  /** Opens the text in the editor at the reported verse. */
  onOpen: (textId: number, target: VerseTarget) => void;
}

/** Corrections: readers' reports of mistakes, open ones first; the resolved ones below. */
export function CorrectionsPanel({ onOpen }: CorrectionsPanelProps) {
  const { queries } = useAdmin();
  const reports = useQuery(queries.corrections());
  const resolve = useResolve();
  const card = (report: Correction) => (
    <CorrectionCard
      key={report.id}
      report={report}
      onOpen={() => onOpen(report.textId, report)}
      onResolve={(status) => resolve.mutate({ report, status })}
      busy={resolve.isPending && resolve.variables?.report.id === report.id}
    />
  );
  return (
    <QueryState query={reports} loadingLabel="Loading reports" errorTitle="Failed to load reports">
      {(list) => {
        const open = list.filter((report) => report.status === 'open');
        const resolved = list.filter((report) => report.status !== 'open');
        return (
          <Stack>
            <section aria-labelledby="open-corrections-title">
              <Title order={2} size="h4" id="open-corrections-title" mb="sm">
                Open reports ({open.length})
              </Title>
              {open.length === 0 ? (
                <Text c="dimmed">No open reports. Readers report mistakes from each verse of a text.</Text>
              ) : (
                <Stack gap="sm">{open.map(card)}</Stack>
              )}
            </section>
            <details className="resolved-corrections">
              <summary>Resolved reports ({resolved.length})</summary>
              <Stack gap="sm" mt="sm">
                {resolved.length === 0 ? <Text c="dimmed">None yet.</Text> : resolved.map(card)}
              </Stack>
            </details>
          </Stack>
        );
      }}
    </QueryState>
  );
}

interface CorrectionCardProps {
  report: Correction;
  onOpen: () => void;
  onResolve: (status: Resolution) => void;
  busy: boolean;
}

function CorrectionCard({ report, onOpen, onResolve, busy }: CorrectionCardProps) {
  const name = `${report.textTitle}, verse ${report.verse}`;
  const headingId = `correction-${report.id}`;
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-labelledby={headingId} className="correction-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5" id={headingId}>
            {report.textTitle} · verse {report.verse}
          </Title>
          {report.status === 'open' ? null : (
            <Badge variant="default">{report.status === 'accepted' ? 'Accepted' : 'Dismissed'}</Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {readingPlace(report)} · <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
          {report.resolvedAt ? (
            <>
              {' '}
              · {report.status === 'accepted' ? 'accepted' : 'dismissed'}
              {report.resolvedBy ? ` by ${report.resolvedBy}` : ''} on{' '}
              <time dateTime={report.resolvedAt}>{formatDateTime(report.resolvedAt)}</time>
            </>
          ) : null}
        </Text>
        <dl className="correction-words">
          <dt>What is wrong</dt>
          <dd className="pre-line">{report.problem}</dd>
          {report.suggestion ? (
            <>
              <dt>Suggested wording</dt>
              <dd className="pre-line" lang={suggestionLang(report)}>
                {report.suggestion}
              </dd>
            </>
          ) : null}
        </dl>
        <Group gap={6} wrap="wrap">
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden="true" />}
            aria-label={`Open in editor: ${name}`}
            onClick={onOpen}
          >
            Open in editor
          </Button>
          {report.status === 'open'
            ? RESOLUTIONS.map(({ status, label, variant, Icon }) => (
                <Button
                  key={status}
                  size="compact-sm"
                  variant={variant}
                  leftSection={<Icon size={14} aria-hidden="true" />}
                  aria-label={`${label} the report on ${name}`}
                  disabled={busy}
                  onClick={() => onResolve(status)}
                >
                  {label}
                </Button>
              ))
            : null}
        </Group>
      </Stack>
    </Paper>
  );
}
