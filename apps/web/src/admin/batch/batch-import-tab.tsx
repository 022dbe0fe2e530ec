import { useState, type FormEvent } from 'react';
import { Button, FileButton, Group, Progress, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import type { BatchExisting } from '../api/admin-client.js';
import { withoutProblem } from '../forms/problem-or.js';
import { useReportDirty } from '../portal/unsaved-changes.js';
import { parseBatch } from './batch-input.js';
import { BatchResultSummary } from './batch-result.js';
import { countOfTexts, useBatchImport } from './use-batch-import.js';

const EXISTING_CHOICES: Array<{ value: BatchExisting; label: string }> = [
  { value: 'stop', label: 'Stop if a slug exists' },
  { value: 'update', label: 'Update existing texts' },
  { value: 'skip', label: 'Skip existing texts' },
];

/** Batch Import: paste JSON (one text or a list), import all of it or nothing. */
export function BatchImportTab() {
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [existing, setExisting] = useState<BatchExisting>('stop');
  useReportDirty('batch', input.trim() !== '');
  const batch = useBatchImport(() => setInput(''));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    batch.clearOutcome();
    const parsed = withoutProblem(parseBatch(input), setProblem);
    if (parsed) batch.start(parsed.items, existing);
  };
  const loadFile = async (file: File | null) => {
    if (file) setInput(await file.text());
  };

  const { running, outcome } = batch;
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
        {running ? <ImportProgress count={batch.count} /> : null}
        {outcome && !running ? <BatchResultSummary outcome={outcome} /> : null}
      </Stack>
    </form>
  );
}

function ImportProgress({ count }: { count: number }) {
  return (
    <div role="status">
      <Text size="sm" mb={4}>
        Importing {countOfTexts(count)}...
      </Text>
      <Progress value={100} striped animated aria-label="Import in progress" />
    </div>
  );
}
