import { useState } from 'react';
import { Badge, Checkbox, Group, Stack } from '@mantine/core';
import { rowLabel, type TextFormState } from '../text-form-state.js';
import { AiDialog } from './ai-dialog.js';
import { titleProblem, verifyJobs, verifyProblem } from './ai-jobs.js';

interface VerifyDialogProps {
  form: TextFormState;
  textId: number | null;
  onFixed: (rowKey: string, content: string) => void;
  onClose: () => void;
}

const isBlank = (content: string) => content.trim() === '';

/** 'Verify & Fix Content': the AI checks languages of the text and corrects them in the form. */
export function VerifyDialog({ form, textId, onFixed, onClose }: VerifyDialogProps) {
  const [chosen, setChosen] = useState<string[]>([]);
  const rows = form.contents.filter((row) => chosen.includes(row.key));

  return (
    <AiDialog
      operation="verify_fix"
      title="Verify & Fix Content"
      submitLabel="Verify & Fix"
      busyLabel="Processing..."
      prepare={(aiModel) => {
        const problem = verifyProblem(rows) ?? titleProblem(form);
        return problem ? { problem } : { jobs: verifyJobs({ form, textId, aiModel }, rows) };
      }}
      onDone={(done) => {
        for (const { job, content } of done) if (job.rowKey) onFixed(job.rowKey, content);
      }}
      onClose={onClose}
    >
      <Checkbox.Group label="Languages to check" value={chosen} onChange={setChosen}>
        <Stack gap="xs" mt="xs">
          {form.contents.map((row) => (
            <Group key={row.key} gap="xs">
              <Checkbox value={row.key} label={rowLabel(row)} disabled={isBlank(row.content)} />
              {isBlank(row.content) ? (
                <Badge color="gray" variant="light">
                  Empty
                </Badge>
              ) : null}
            </Group>
          ))}
        </Stack>
      </Checkbox.Group>
    </AiDialog>
  );
}
