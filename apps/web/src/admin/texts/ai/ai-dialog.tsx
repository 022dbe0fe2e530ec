import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Fieldset, Group, List, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAdmin } from '../../api/admin-context.js';
import { AdminModal } from '../../forms/admin-modal.js';
import type { ProblemOr } from '../../forms/problem-or.js';
import type { AiJob, AiOperation, AiOutcome } from './ai-jobs.js';
import { ModelSelect, NoProviderNotice, OFFLINE_PROVIDER, initialModel, noProviderConfigured } from './model-select.js';
import { FAILURE_TITLE, useAiRun } from './use-ai-run.js';

interface AiDialogProps {
  operation: AiOperation;
  title: string;
  submitLabel: string;
  busyLabel: string;
  /** The language pickers; disabled while requests run. */
  children: ReactNode;
  /** A validation message, or the jobs to run for the chosen model. */
  prepare: (aiModel: string) => ProblemOr<{ jobs: AiJob[] }>;
  onDone: (done: AiOutcome['done']) => void;
  onClose: () => void;
}

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
  const { queries } = useAdmin();
  const models = useQuery(queries.models());
  const [chosenModel, setModel] = useState<string | null>(null);
  const modelList = models.data ?? [];
  const aiModel = chosenModel ?? initialModel(modelList);
  const noProvider = noProviderConfigured(modelList);
  const offline = modelList.some((model) => model.available && model.provider === OFFLINE_PROVIDER);
  const { busy, problem, failures, notConfigured, run } = useAiRun(operation, onDone, onClose);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog renders in a portal, but React passes its events up the component tree: the
    // submit would reach the text form around it and save the text.
    event.stopPropagation();
    void run(prepare(aiModel));
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
      <form onSubmit={onSubmit} noValidate>
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
          {failures.length > 0 ? <FailureList title={FAILURE_TITLE[operation]} failures={failures} /> : null}
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

function FailureList({ title, failures }: { title: string; failures: string[] }) {
  return (
    <Alert color="red" role="alert" title={title}>
      <List size="sm">
        {failures.map((failure) => (
          <List.Item key={failure}>{failure}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
