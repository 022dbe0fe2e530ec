import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Deity } from '../api/admin-client.js';
import { useAdmin } from '../api/admin-context.js';
import { DeitiesTable } from '../manage/taxonomy-tables.js';
import { DeityImageField } from './deity-image-field.js';
import { EntityFormShell } from './entity-form-shell.js';
import { EntityTab, type EntityFormProps, type EntityTabProps } from './entity-tab.js';
import { useEntityForm } from './use-entity-form.js';

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

export function DeityTab(props: EntityTabProps) {
  const { queries } = useAdmin();
  const deities = useQuery(queries.deities());
  return <EntityTab noun="deity" list={deities} Form={DeityForm} {...props} />;
}

function DeityForm({ item: deity, onSaved, onCancel, onEdit }: EntityFormProps<Deity>) {
  const { rest } = useAdmin();
  const [file, setFile] = useState<File | null>(null);
  const form = useEntityForm({
    noun: 'deity',
    item: deity,
    valuesOf,
    save: (values) => rest.saveDeity(deity?.id ?? null, deityFormData(values, file)),
    onSaved,
  });
  const { values, set, errors, busy } = form;
  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    form.setExtraDirty(chosen !== null);
  };
  return (
    <EntityFormShell
      noun="deity"
      editing={deity}
      form={form}
      onCancel={onCancel}
      list={<DeitiesTable onEdit={onEdit} compact />}
    >
      <TextInput
        label="Other names (optional)"
        description="Names devotees also search by, separated by commas: Bajrangbali, Anjaneya, Maruti."
        {...form.field('aliases')}
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
