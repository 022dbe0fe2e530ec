import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Fieldset, Group, List, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useToast } from '../../../ui/toast.js';
import { call, useAdmin } from '../../api/admin-context.js';
import { ModelSelect, NoProviderNotice, OFFLINE_PROVIDER, initialModel, noProviderConfigured } from './model-select.js';
import { runAiJobs, type AiJob, type AiOperation, type AiOutcome } from './ai-jobs.js';
import { AdminModal } from '../../forms/admin-modal.js';

interface AiDialogProps {
  operation: AiOperation;
  title: string;
  submitLabel: string;
  busyLabel: string;
  /** The language pickers; disabled while requests run. */
  children: ReactNode;
  /** A validation message, or the jobs to run for the chosen model. */
  prepare: (aiModel: string) => { problem: string } | { jobs: AiJob[] };
  onDone: (done: AiOutcome['done']) => void;
  onClose: () => void;
}

const FAILURE_TITLE: Record<AiOperation, string> = {
  generate: 'Generation failed',
  verify_fix: 'Verification failed',
};

/** The frame both AI dialogs share: model choice, validation, running, and what went wrong. */
export function AiDialog({
  operation,
  title,
  submitLabel,
  busyLabel,
  children,
  prepare,
  onDone,
  onClose,
}: AiDialogProps) {
  const { client, queries } = useAdmin();
  const toast = useToast();
  const models = useQuery(queries.models());
  const [chosenModel, setModel] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [failures, setFailures] = useState<string[]>([]);
  const [notConfigured, setNotConfigured] = useState<string | null>(null);
  const modelList = models.data ?? [];
  const aiModel = chosenModel ?? initialModel(modelList);
  const noProvider = noProviderConfigured(modelList);
  const offline = modelList.some((model) => model.available && model.provider === OFFLINE_PROVIDER);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog renders in a portal, but React passes its events up the component tree: the
    // submit would reach the text form around it and save the text.
    event.stopPropagation();
    setFailures([]);
    setNotConfigured(null);
    const prepared = prepare(aiModel);
    if ('problem' in prepared) {
      setProblem(prepared.problem);
      return;
    }
    setProblem(null);
    setBusy(true);
    const outcome = await runAiJobs(operation, prepared.jobs, (input) => call(client.ai.generateContent.mutate(input)));
    setBusy(false);
    if (outcome.done.length > 0) onDone(outcome.done);
    setFailures(outcome.failures);
    setNotConfigured(outcome.notConfigured);
    const firstFailure = outcome.notConfigured ?? outcome.failures[0];
    if (firstFailure) {
      toast({ title: FAILURE_TITLE[operation], description: firstFailure, variant: 'destructive' });
      return;
    }
    onClose();
  };

  return (
    <AdminModal
      opened
      onClose={() => !busy && onClose()}
      title={title}
      size="lg"
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack>
          {noProvider || notConfigured ? <NoProviderNotice reason={notConfigured} offline={offline} /> : null}
          <Fieldset variant="unstyled" disabled={busy}>
            <Stack gap="md">
              {children}
              <ModelSelect models={modelList} value={aiModel} onChange={setModel} />
            </Stack>
          </Fieldset>
          {problem ? (
            <Alert color="red" role="alert" title="Check your choice">
              {problem}
            </Alert>
          ) : null}
          {failures.length > 0 ? (
            <Alert color="red" role="alert" title={FAILURE_TITLE[operation]}>
              <List size="sm">
                {failures.map((failure) => (
                  <List.Item key={failure}>{failure}</List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? busyLabel : submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminModal>
  );
}
