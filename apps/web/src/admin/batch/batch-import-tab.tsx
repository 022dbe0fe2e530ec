import { useState, type FormEvent } from 'react';
import { Button, FileButton, Group, Progress, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconFileUpload } from '@tabler/icons-react';
import { useToast } from '../../ui/toast.js';
import type { BatchExisting } from '../api/admin-client.js';
import { call, useAdmin, useLibraryChanged } from '../api/admin-context.js';
import { toAdminError } from '../api/admin-error.js';
import { useReportDirty } from '../portal/unsaved-changes.js';
import { batchProblems, parseBatch } from './batch-input.js';
import { BatchResultSummary, type BatchOutcome } from './batch-result.js';

const EXISTING_CHOICES: Array<{ value: BatchExisting; label: string }> = [
  { value: 'stop', label: 'Stop if a slug exists' },
  { value: 'update', label: 'Update existing texts' },
  { value: 'skip', label: 'Skip existing texts' },
];

/** Batch Import: paste JSON (one text or a list), import all of it or nothing. */
export function BatchImportTab() {
  const { client } = useAdmin();
  const toast = useToast();
  const libraryChanged = useLibraryChanged();
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [existing, setExisting] = useState<BatchExisting>('stop');
  const [outcome, setOutcome] = useState<BatchOutcome | null>(null);
  useReportDirty('batch', input.trim() !== '');

  const importBatch = useMutation({
    mutationFn: (batch: { texts: unknown[]; existing: BatchExisting }) => call(client.texts.importBatch.mutate(batch)),
    onSuccess: (result, { texts }) => {
      setInput('');
      setOutcome({ kind: 'imported', result, items: texts });
      libraryChanged('texts');
      toast({
        title: 'Success',
        description: `Imported ${result.imported} ${result.imported === 1 ? 'text' : 'texts'} successfully`,
        variant: 'success',
      });
    },
    onError: (error, { texts }) => {
      const failure = toAdminError(error);
      setOutcome({ kind: 'failed', message: failure.message, problems: batchProblems(texts, failure.fieldErrors) });
      toast({ title: 'Failed to import texts', description: failure.message, variant: 'destructive' });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const parsed = parseBatch(input);
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      return;
    }
    setProblem(null);
    toast({ title: 'Importing', description: `Started importing ${parsed.items.length} text(s).` });
    importBatch.mutate({ texts: parsed.items, existing });
  };
  const loadFile = async (file: File | null) => {
    if (file) setInput(await file.text());
  };

  const running = importBatch.isPending;
  const count = importBatch.variables?.texts.length ?? 0;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Batch import">
      <Stack>
        <Text>
          Paste one text or a list of texts as JSON (see Help &amp; Format). The batch is imported as a whole: if any
          text has a problem, nothing is imported.
        </Text>
        <Textarea
          label="Texts as JSON"
          name="batch"
          className="json-input"
          autosize
          minRows={12}
          maxRows={30}
          spellCheck={false}
          value={input}
          onChange={(event) => setInput(event.currentTarget.value)}
          error={problem}
          disabled={running}
        />
        <Radio.Group
          label="When a text's slug already exists"
          value={existing}
          onChange={(value) => setExisting(value as BatchExisting)}
        >
          <Group mt="xs">
            {EXISTING_CHOICES.map((choice) => (
              <Radio key={choice.value} value={choice.value} label={choice.label} disabled={running} />
            ))}
          </Group>
        </Radio.Group>
        <Group>
          <Button type="submit" disabled={running}>
            Import Texts
          </Button>
          <FileButton onChange={(file) => void loadFile(file)} accept="application/json,.json" disabled={running}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconFileUpload size={16} aria-hidden="true" />}>
                Load a .json file
              </Button>
            )}
          </FileButton>
        </Group>
        {running ? (
          <div role="status">
            <Text size="sm" mb={4}>
              Importing {count} {count === 1 ? 'text' : 'texts'}...
            </Text>
            <Progress value={100} striped animated aria-label="Import in progress" />
          </div>
        ) : null}
        {outcome && !running ? <BatchResultSummary outcome={outcome} /> : null}
      </Stack>
    </form>
  );
}
