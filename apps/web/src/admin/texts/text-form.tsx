import { useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useToast } from '../../ui/toast.js';
import type { AdminText, TextInput } from '../api/admin-client.js';
import { call, useAdmin, useLibraryChanged } from '../api/admin-context.js';
import { useCheckedForm } from '../forms/use-checked-form.js';
import { useReportDirty, useUnsavedChanges } from '../portal/unsaved-changes.js';
import { ContentBlocks } from './content-blocks.js';
import { TextBasicFields } from './text-basic-fields.js';
import {
  emptyTextForm,
  formFromText,
  formSignature,
  textInputFromForm,
  validateTextForm,
  type TextFormState,
} from './text-form-state.js';
import { useContentRemoval } from './use-content-removal.js';

interface TextFormProps {
  /** The saved text being edited, or null in create mode. */
  text: AdminText | null;
  onSaved: () => void;
  onCancel: () => void;
}

/** The two-column text form (basic information | per-language content) and its save. */
export function TextForm({ text, onSaved, onCancel }: TextFormProps) {
  const { client } = useAdmin();
  const toast = useToast();
  const libraryChanged = useLibraryChanged();
  const { confirmDiscard } = useUnsavedChanges();
  const [form, setForm] = useState<TextFormState>(() => (text ? formFromText(text) : emptyTextForm()));
  const [baseline, setBaseline] = useState(() => formSignature(form));
  const { errors, saveError, formRef, submitWith, saveFailed } = useCheckedForm(form, validateTextForm, 'text');
  useReportDirty('text', formSignature(form) !== baseline);

  const save = useMutation({
    mutationFn: (input: TextInput) =>
      call(text ? client.texts.update.mutate({ id: text.id, ...input }) : client.texts.import.mutate(input)),
    onSuccess: (saved) => {
      setBaseline(formSignature(formFromText(saved)));
      libraryChanged('texts');
      toast({
        title: 'Success',
        description: text ? `Updated "${saved.title}" successfully` : `Imported "${saved.title}" successfully`,
        variant: 'success',
      });
      onSaved();
    },
    onError: saveFailed,
  });

  const removal = useContentRemoval({
    text,
    form,
    onRemoved: (key) => setForm((current) => ({ ...current, contents: current.contents.filter((r) => r.key !== key) })),
    onServerAnswer: (answer) => setBaseline(formSignature(formFromText(answer))),
  });

  const onSubmit = submitWith((checked) => save.mutate(textInputFromForm(checked)));
  const cancel = async () => {
    if (await confirmDiscard()) onCancel();
  };

  const busy = save.isPending;
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={text ? `Edit ${text.title}` : 'New devotional text'}>
      <Stack>
        {text ? (
          <Alert color="blue" title="Edit mode">
            <Group justify="space-between" wrap="wrap">
              <span>
                Editing text #{text.id}: {text.title}
              </span>
              <Button variant="default" size="xs" onClick={() => void cancel()}>
                Cancel editing
              </Button>
            </Group>
          </Alert>
        ) : null}
        {saveError ? (
          <Alert color="red" title="Failed to save text" role="alert">
            {saveError}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <TextBasicFields form={form} setForm={setForm} errors={errors} autofillSlug={text === null} disabled={busy} />
          <ContentBlocks
            form={form}
            setForm={setForm}
            errors={errors}
            textId={text?.id ?? null}
            editMode={text !== null}
            onRemove={removal.remove}
            removingKey={removal.removingKey}
            disabled={busy}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" size="md" disabled={busy}>
            {busy ? 'Saving...' : 'Save Devotional Text'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
