import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Deity } from '../api/admin-client.js';
import { useAdmin, useLibraryChanged } from '../api/admin-context.js';
import { nameAndSlugErrors, type FieldErrors } from '../forms/field-errors.js';
import { useEntityForm } from '../forms/use-entity-form.js';
import { DeitiesTable } from '../manage/taxonomy-tables.js';
import { DeityImageField } from './deity-image-field.js';
import { EntityFormShell, NameSlugFields } from './entity-form-shell.js';
import { EntityTab } from './entity-tab.js';

interface DeityValues {
  name: string;
  slug: string;
  description: string;
  imageUrl: string;
  /** Other names devotees search by, separated by commas. */
  aliases: string;
}

const valuesOf = (deity: Deity | null): DeityValues => ({
  name: deity?.name ?? '',
  slug: deity?.slug ?? '',
  description: deity?.description ?? '',
  imageUrl: deity?.imageUrl ?? '',
  aliases: deity?.aliases.join(', ') ?? '',
});

const validateDeity = (values: DeityValues): FieldErrors => nameAndSlugErrors(values.name, values.slug);

/** docs/product.md: a multipart form; the image URL goes only when no file is chosen. */
export function deityFormData(values: DeityValues, file: File | null): FormData {
  const data = new FormData();
  data.append('name', values.name);
  data.append('slug', values.slug);
  data.append('description', values.description);
  data.append('aliases', values.aliases);
  if (file) data.append('image', file, file.name);
  else data.append('imageUrl', values.imageUrl);
  return data;
}

interface TabProps {
  editId: number | null;
  onEdit: (id: number) => void;
  onFinished: () => void;
}

export function DeityTab({ editId, onEdit, onFinished }: TabProps) {
  const { queries } = useAdmin();
  const deities = useQuery(queries.deities());
  return (
    <EntityTab
      noun="deity"
      list={deities}
      editId={editId}
      onFinished={onFinished}
      renderForm={(deity, onSaved) => (
        <DeityForm deity={deity} onSaved={onSaved} onCancel={onFinished} onEdit={onEdit} />
      )}
    />
  );
}

interface DeityFormProps {
  deity: Deity | null;
  onSaved: () => void;
  onCancel: () => void;
  onEdit: (id: number) => void;
}

function DeityForm({ deity, onSaved, onCancel, onEdit }: DeityFormProps) {
  const { rest } = useAdmin();
  const libraryChanged = useLibraryChanged();
  const [file, setFile] = useState<File | null>(null);
  const form = useEntityForm({
    noun: 'deity',
    initial: valuesOf(deity),
    editing: deity !== null,
    validate: validateDeity,
    save: async (values) => {
      const saved = await rest.saveDeity(deity?.id ?? null, deityFormData(values, file));
      libraryChanged('deities', 'texts');
      return saved;
    },
    onSaved,
  });
  const { values, set, errors, busy } = form;
  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    form.setExtraDirty(chosen !== null);
  };
  return (
    <EntityFormShell
      noun="Deity"
      editing={deity}
      form={form}
      submitLabel={deity ? 'Update Deity' : 'Create Deity'}
      onCancel={onCancel}
      list={<DeitiesTable onEdit={onEdit} compact />}
    >
      <NameSlugFields values={values} errors={errors} setName={form.setName} set={set} disabled={busy} />
      <TextInput
        label="Other names (optional)"
        name="aliases"
        description="Names devotees also search by, separated by commas: Bajrangbali, Anjaneya, Maruti."
        value={values.aliases}
        onChange={(event) => set({ aliases: event.currentTarget.value })}
        error={errors.aliases}
        disabled={busy}
      />
      <DeityImageField
        file={file}
        onFile={chooseFile}
        imageUrl={values.imageUrl}
        onImageUrl={(imageUrl) => set({ imageUrl })}
        urlError={errors.imageUrl}
        fileServerError={errors.image}
        disabled={busy}
      />
    </EntityFormShell>
  );
}
