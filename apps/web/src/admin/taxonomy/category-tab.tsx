import { NativeSelect, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CATEGORY_TYPES, CATEGORY_TYPE_INFO, type CategoryType } from '@bhakti/core';
import type { Category } from '../api/admin-client.js';
import { call, useAdmin, useLibraryChanged } from '../api/admin-context.js';
import { nameAndSlugErrors, type FieldErrors } from '../forms/field-errors.js';
import { useEntityForm } from '../forms/use-entity-form.js';
import { CategoriesTable } from '../manage/taxonomy-tables.js';
import { EntityFormShell, NameSlugFields } from './entity-form-shell.js';
import { EntityTab } from './entity-tab.js';

interface CategoryValues {
  name: string;
  slug: string;
  type: CategoryType;
  description: string;
  iconName: string;
}

/** docs/product.md: new categories are aartis unless chosen otherwise. */
export const DEFAULT_CATEGORY_TYPE: CategoryType = 'aarti';

const TYPE_OPTIONS = CATEGORY_TYPES.map((type) => ({ value: type, label: CATEGORY_TYPE_INFO[type].singular }));

const valuesOf = (category: Category | null): CategoryValues => ({
  name: category?.name ?? '',
  slug: category?.slug ?? '',
  type: category?.type ?? DEFAULT_CATEGORY_TYPE,
  description: category?.description ?? '',
  iconName: category?.iconName ?? '',
});

const validateCategory = (values: CategoryValues): FieldErrors => nameAndSlugErrors(values.name, values.slug);

interface TabProps {
  editId: number | null;
  onEdit: (id: number) => void;
  onFinished: () => void;
}

export function CategoryTab({ editId, onEdit, onFinished }: TabProps) {
  const { queries } = useAdmin();
  const categories = useQuery(queries.categories());
  return (
    <EntityTab
      noun="category"
      list={categories}
      editId={editId}
      onFinished={onFinished}
      renderForm={(category, onSaved) => (
        <CategoryForm category={category} onSaved={onSaved} onCancel={onFinished} onEdit={onEdit} />
      )}
    />
  );
}

interface CategoryFormProps {
  category: Category | null;
  onSaved: () => void;
  onCancel: () => void;
  onEdit: (id: number) => void;
}

function CategoryForm({ category, onSaved, onCancel, onEdit }: CategoryFormProps) {
  const { client } = useAdmin();
  const libraryChanged = useLibraryChanged();
  const form = useEntityForm({
    noun: 'category',
    initial: valuesOf(category),
    editing: category !== null,
    validate: validateCategory,
    save: async (values) => {
      const saved = await call(
        category
          ? client.categories.update.mutate({ id: category.id, ...values })
          : client.categories.create.mutate(values),
      );
      libraryChanged('categories', 'texts');
      return saved;
    },
    onSaved,
  });
  const { values, set, errors, busy } = form;
  return (
    <EntityFormShell
      noun="Category"
      editing={category}
      form={form}
      submitLabel={category ? 'Update Category' : 'Create Category'}
      onCancel={onCancel}
      list={<CategoriesTable onEdit={onEdit} compact />}
    >
      <NameSlugFields values={values} errors={errors} setName={form.setName} set={set} disabled={busy} />
      <NativeSelect
        label="Type"
        name="type"
        data={TYPE_OPTIONS}
        value={values.type}
        onChange={(event) => set({ type: event.currentTarget.value as CategoryType })}
        error={errors.type}
        disabled={busy}
      />
      <TextInput
        label="Icon name (optional)"
        name="iconName"
        description="Empty: the type's own icon is used."
        value={values.iconName}
        onChange={(event) => set({ iconName: event.currentTarget.value })}
        error={errors.iconName}
        disabled={busy}
      />
    </EntityFormShell>
  );
}
