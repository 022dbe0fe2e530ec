import type { FormEvent, ReactNode, RefObject } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import type { FieldErrors } from '../forms/field-errors.js';
import type { NamedValues } from '../forms/use-entity-form.js';
import { useUnsavedChanges } from '../portal/unsaved-changes.js';

interface EntityFormShellProps {
  /** 'Category' or 'Deity'. */
  noun: string;
  editing: { id: number; name: string } | null;
  form: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    formRef: RefObject<HTMLFormElement | null>;
    saveError: string | null;
    busy: boolean;
  };
  submitLabel: string;
  onCancel: () => void;
  children: ReactNode;
  /** The list of existing items beside the form. */
  list: ReactNode;
}

/** The create/edit tabs of categories and deities: the form, and the existing items beside it. */
export function EntityFormShell({ noun, editing, form, submitLabel, onCancel, children, list }: EntityFormShellProps) {
  const { confirmDiscard } = useUnsavedChanges();
  const cancel = async () => {
    if (await confirmDiscard()) onCancel();
  };
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <form ref={form.formRef} onSubmit={form.onSubmit} noValidate aria-labelledby={`${noun}-form-title`}>
        <Stack>
          <Title order={2} size="h4" id={`${noun}-form-title`}>
            {editing ? `Edit ${noun} #${editing.id}: ${editing.name}` : `New ${noun}`}
          </Title>
          {editing ? (
            <Group>
              <Button variant="default" size="xs" onClick={() => void cancel()}>
                Cancel editing
              </Button>
            </Group>
          ) : null}
          {form.saveError ? (
            <Alert color="red" title={`Failed to save ${noun.toLowerCase()}`} role="alert">
              {form.saveError}
            </Alert>
          ) : null}
          {children}
          <Group>
            <Button type="submit" disabled={form.busy}>
              {form.busy ? 'Saving...' : submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`${noun}-list-title`}>
        <Title order={2} size="h4" id={`${noun}-list-title`} mb="sm">
          Existing {noun === 'Deity' ? 'deities' : 'categories'}
        </Title>
        {list}
      </Paper>
    </SimpleGrid>
  );
}

interface NameSlugFieldsProps<V extends NamedValues & { description: string }> {
  values: V;
  errors: FieldErrors;
  setName: (name: string) => void;
  set: (patch: Partial<V>) => void;
  disabled: boolean;
}

/** Name (which suggests the slug), slug and description: the fields categories and deities share. */
export function NameSlugFields<V extends NamedValues & { description: string }>({
  values,
  errors,
  setName,
  set,
  disabled,
}: NameSlugFieldsProps<V>) {
  return (
    <>
      <TextInput
        label="Name"
        name="name"
        required
        value={values.name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={errors.name}
        disabled={disabled}
      />
      <TextInput
        label="Slug"
        name="slug"
        required
        spellCheck={false}
        description="Lowercase letters, digits and hyphens."
        value={values.slug}
        onChange={(event) => set({ slug: event.currentTarget.value } as Partial<V>)}
        error={errors.slug}
        disabled={disabled}
      />
      <Textarea
        label="Description"
        name="description"
        autosize
        minRows={3}
        value={values.description}
        onChange={(event) => set({ description: event.currentTarget.value } as Partial<V>)}
        error={errors.description}
        disabled={disabled}
      />
    </>
  );
}
