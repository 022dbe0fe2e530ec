import type { ReactNode } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useUnsavedChanges } from '../portal/unsaved-changes.js';
import { capitalized, pluralOf, type EntityNoun } from './entity-noun.js';
import type { EntityForm, EntityValues } from './use-entity-form.js';

interface EntityFormShellProps<V extends EntityValues> {
  noun: EntityNoun;
  editing: { id: number; name: string } | null;
  form: EntityForm<V>;
  onCancel: () => void;
  /** The fields after name, slug and description. */
  children: ReactNode;
  /** The list of existing items beside the form. */
  list: ReactNode;
}

/**
 * The create/edit tabs of categories and deities: the form (name, slug, description, then the
 * item's own fields), and the existing items beside it.
 */
export function EntityFormShell<V extends EntityValues>({
  noun,
  editing,
  form,
  onCancel,
  children,
  list,
}: EntityFormShellProps<V>) {
  const { confirmDiscard } = useUnsavedChanges();
  const cancel = async () => {
    if (await confirmDiscard()) onCancel();
  };
  const title = capitalized(noun);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <form ref={form.formRef} onSubmit={form.onSubmit} noValidate aria-labelledby={`${title}-form-title`}>
        <Stack>
          <Title order={2} size="h4" id={`${title}-form-title`}>
            {editing ? `Edit ${title} #${editing.id}: ${editing.name}` : `New ${title}`}
          </Title>
          {editing ? (
            <Group>
              <Button variant="default" size="xs" onClick={() => void cancel()}>
                Cancel editing
              </Button>
            </Group>
          ) : null}
          {form.saveError ? (
            <Alert color="red" title={`Failed to save ${noun}`} role="alert">
              {form.saveError}
            </Alert>
          ) : null}
          <NameSlugFields form={form} />
          {children}
          <Group>
            <Button type="submit" disabled={form.busy}>
              {form.busy ? 'Saving...' : `${editing ? 'Update' : 'Create'} ${title}`}
            </Button>
          </Group>
        </Stack>
      </form>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`${title}-list-title`}>
        <Title order={2} size="h4" id={`${title}-list-title`} mb="sm">
          Existing {pluralOf(noun)}
        </Title>
        {list}
      </Paper>
    </SimpleGrid>
  );
}

/** Name (which suggests the slug), slug and description: the fields categories and deities share. */
function NameSlugFields<V extends EntityValues>({ form }: { form: EntityForm<V> }) {
  return (
    <>
      <TextInput
        label="Name"
        required
        {...form.field('name')}
        onChange={(event) => form.setName(event.currentTarget.value)}
      />
      <TextInput
        label="Slug"
        required
        spellCheck={false}
        description="Lowercase letters, digits and hyphens."
        {...form.field('slug')}
      />
      <Textarea label="Description" autosize minRows={3} {...form.field('description')} />
    </>
  );
}
