import { NativeSelect, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CATEGORY_TYPES, CATEGORY_TYPE_INFO, type CategoryType } from '@bhakti/core';
import type { Category } from '../api/admin-client.js';
import { call, useAdmin } from '../api/admin-context.js';
import { CategoriesTable } from '../manage/taxonomy-tables.js';
import { EntityFormShell } from './entity-form-shell.js';
import { EntityTab, type EntityFormProps, type EntityTabProps } from './entity-tab.js';
import { useEntityForm } from './use-entity-form.js';

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

export function CategoryTab(props: EntityTabProps) {
  const { queries } = useAdmin();
  const categories = useQuery(queries.categories());
  return <EntityTab noun="category" list={categories} Form={CategoryForm} {...props} />;
}

function CategoryForm({ item: category, onSaved, onCancel, onEdit }: EntityFormProps<Category>) {
  const { client } = useAdmin();
  const form = useEntityForm({
    noun: 'category',
    item: category,
    valuesOf,
    save: (values) =>
      call(
        category
          ? client.categories.update.mutate({ id: category.id, ...values })
          : client.categories.create.mutate(values),
      ),
    onSaved,
  });
  return (
    <EntityFormShell
      noun="category"
      editing={category}
      form={form}
      onCancel={onCancel}
      list={<CategoriesTable onEdit={onEdit} compact />}
    >
      <NativeSelect label="Type" data={TYPE_OPTIONS} {...form.field('type')} />
      <TextInput
        label="Icon name (optional)"
        description="Empty: the type's own icon is used."
        {...form.field('iconName')}
      />
    </EntityFormShell>
  );
}
