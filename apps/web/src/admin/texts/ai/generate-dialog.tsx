import { useState } from 'react';
import { Checkbox, NativeSelect, SimpleGrid, Text } from '@mantine/core';
import { LANGUAGE_CODES } from '@bhakti/core';
import { languageLabel } from '../language-options.js';
import { newRow, presentLanguages, rowLabel, type ContentRow, type TextFormState } from '../text-form-state.js';
import { AiDialog } from './ai-dialog.js';
import { generateJobs, generateProblem, titleProblem } from './ai-jobs.js';

interface GenerateDialogProps {
  form: TextFormState;
  textId: number | null;
  onGenerated: (rows: ContentRow[]) => void;
  onClose: () => void;
}

/** 'Generate Content with AI': from one language of the text into languages it does not have yet. */
export function GenerateDialog({ form, textId, onGenerated, onClose }: GenerateDialogProps) {
  const sources = form.contents.filter((row) => !row.isTransliteration);
  const [sourceKey, setSourceKey] = useState(
    () => (sources.find((row) => row.content.trim() !== '') ?? sources[0] ?? form.contents[0])?.key ?? '',
  );
  const [targets, setTargets] = useState<string[]>([]);
  const present = presentLanguages(form);
  const targetChoices = LANGUAGE_CODES.filter((code) => !present.has(code));
  const source = form.contents.find((row) => row.key === sourceKey);

  return (
    <AiDialog
      operation="generate"
      title="Generate Content with AI"
      submitLabel="Generate"
      busyLabel="Generating..."
      prepare={(aiModel) => {
        const problem = generateProblem(form, source, targets) ?? titleProblem(form);
        if (problem || !source) return { problem: problem ?? 'Please choose a source language' };
        return { jobs: generateJobs({ form, textId, aiModel }, source, targets) };
      }}
      onDone={(done) =>
        onGenerated(
          done.map(({ job, content, isTransliteration }) => ({
            ...newRow(job.input.targetLanguageCode),
            content,
            isTransliteration,
            machineWritten: true,
          })),
        )
      }
      onClose={onClose}
    >
      <NativeSelect
        label="Source language"
        name="sourceLanguage"
        data={form.contents.map((row) => ({ value: row.key, label: rowLabel(row) }))}
        value={sourceKey}
        onChange={(event) => setSourceKey(event.currentTarget.value)}
      />
      <Checkbox.Group label="Target languages" value={targets} onChange={setTargets}>
        {targetChoices.length === 0 ? (
          <Text size="sm" c="dimmed">
            Every language already has content.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
            {targetChoices.map((code) => (
              <Checkbox key={code} value={code} label={languageLabel(code)} />
            ))}
          </SimpleGrid>
        )}
      </Checkbox.Group>
    </AiDialog>
  );
}
