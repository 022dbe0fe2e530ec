import { Badge, Button, Checkbox, Group, NativeSelect, Paper, Stack, Textarea } from '@mantine/core';
import { IconTrash, IconX } from '@tabler/icons-react';
import type { FieldErrors } from '../forms/field-errors.js';
import { LANGUAGE_OPTIONS } from './language-options.js';
import { contentLang, rowLabel, type ContentRow } from './text-form-state.js';

/** The row's delete control: on the server in edit mode, from the form otherwise. */
const removeControl = (variant: 'light' | 'subtle', color: string, Icon: typeof IconX, label: string) => ({
  variant,
  color,
  leftSection: <Icon size={16} aria-hidden="true" />,
  children: label,
});
const DELETE_PERMANENTLY = removeControl('light', 'red', IconTrash, 'Delete permanently');
const REMOVE_FROM_FORM = removeControl('subtle', 'gray', IconX, 'Remove from form');

interface ContentRowEditorProps {
  row: ContentRow;
  index: number;
  errors: FieldErrors;
  /** Edit mode and a saved row: the control deletes the language on the server. */
  deletesPermanently: boolean;
  removing: boolean;
  disabled: boolean;
  onChange: (patch: Partial<ContentRow>) => void;
  onRemove: () => void;
}

/** One language block: Language, Content, 'This is a transliteration', and its delete control. */
export function ContentRowEditor(props: ContentRowEditorProps) {
  const { row, index, errors, deletesPermanently, removing, disabled, onChange, onRemove } = props;
  const field = (name: string) => `contents[${index}].${name}`;
  const legendId = `content-row-${row.key}`;
  return (
    <Paper withBorder p="sm" radius="md" component="section" role="group" aria-labelledby={legendId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <strong id={legendId}>
            Content block {index + 1}: {rowLabel(row)}
          </strong>
          {row.machineWritten ? (
            <Badge color="grape" variant="light">
              AI draft: review before saving
            </Badge>
          ) : null}
        </Group>
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label="Language"
            name={field('languageCode')}
            data={LANGUAGE_OPTIONS}
            value={row.languageCode}
            onChange={(event) => onChange({ languageCode: event.currentTarget.value })}
            error={errors[field('languageCode')]}
            disabled={disabled}
          />
          <Checkbox
            label="This is a transliteration"
            name={field('isTransliteration')}
            checked={row.isTransliteration}
            onChange={(event) => onChange({ isTransliteration: event.currentTarget.checked })}
            disabled={disabled}
            mb={8}
          />
        </Group>
        <Textarea
          label="Content"
          name={field('content')}
          description="Verses separated by a blank line, lines by a new line."
          lang={contentLang(row)}
          className="content-textarea"
          autosize
          minRows={6}
          maxRows={24}
          value={row.content}
          onChange={(event) => onChange({ content: event.currentTarget.value })}
          error={errors[field('content')]}
          disabled={disabled}
        />
        <Group justify="flex-end">
          <Button
            size="xs"
            {...(deletesPermanently ? DELETE_PERMANENTLY : REMOVE_FROM_FORM)}
            onClick={onRemove}
            loading={removing}
            disabled={disabled}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
