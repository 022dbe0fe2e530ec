import type { Dispatch, SetStateAction } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { FieldErrors } from '../forms/field-errors.js';
import { AiAssist } from './ai/ai-assist.js';
import { ContentRowEditor } from './content-row-editor.js';
import { newRow, type ContentRow, type TextFormState } from './text-form-state.js';

interface ContentBlocksProps {
  form: TextFormState;
  setForm: Dispatch<SetStateAction<TextFormState>>;
  errors: FieldErrors;
  textId: number | null;
  editMode: boolean;
  onRemove: (row: ContentRow) => void;
  removingKey: string | null;
  disabled: boolean;
}

/** The right column: one block per language, 'Add Language' and the AI Assist menu. */
export function ContentBlocks({
  form,
  setForm,
  errors,
  textId,
  editMode,
  onRemove,
  removingKey,
  disabled,
}: ContentBlocksProps) {
  const updateRow = (key: string, patch: Partial<ContentRow>) =>
    setForm((current) => ({
      ...current,
      contents: current.contents.map((row) => (row.key === key ? { ...row, ...patch } : row)),
    }));
  const addRows = (rows: ContentRow[]) =>
    setForm((current) => ({ ...current, contents: [...current.contents, ...rows] }));

  return (
    <Stack gap="sm" component="section" aria-labelledby="content-heading">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4" id="content-heading">
          Content by language
        </Title>
        <AiAssist
          form={form}
          textId={textId}
          disabled={disabled}
          onGenerated={addRows}
          onFixed={(key, content) => updateRow(key, { content, machineWritten: true })}
        />
      </Group>
      {errors.contents ? (
        <Text c="red" size="sm" role="alert">
          {errors.contents}
        </Text>
      ) : null}
      {form.contents.map((row, index) => (
        <ContentRowEditor
          key={row.key}
          row={row}
          index={index}
          errors={errors}
          deletesPermanently={editMode && row.id !== null}
          removing={removingKey === row.key}
          disabled={disabled}
          onChange={(patch) => updateRow(row.key, patch)}
          onRemove={() => onRemove(row)}
        />
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => addRows([newRow()])}
          disabled={disabled}
        >
          Add Language
        </Button>
      </Group>
    </Stack>
  );
}
