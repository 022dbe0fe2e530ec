import type { Dispatch, SetStateAction } from 'react';
import { Checkbox, Fieldset, Stack, TextInput, Textarea, Title } from '@mantine/core';
import type { FieldErrors } from '../forms/field-errors.js';
import { CategorySelect, DeitySelect } from '../forms/library-selects.js';
import { fieldProps } from '../forms/field-props.js';
import { nextSlug } from '../forms/slug-autofill.js';
import type { TextFormState } from './text-form-state.js';

interface TextBasicFieldsProps {
  form: TextFormState;
  setForm: Dispatch<SetStateAction<TextFormState>>;
  errors: FieldErrors;
  /** New texts get a slug from the title; a saved text's slug (its URL) changes only by hand. */
  autofillSlug: boolean;
  disabled: boolean;
}

/** The left column: title, slug, category, deity, description, author, other titles, keywords, popular. */
export function TextBasicFields({ form, setForm, errors, autofillSlug, disabled }: TextBasicFieldsProps) {
  const set = (patch: Partial<TextFormState>) => setForm((current) => ({ ...current, ...patch }));
  const field = (
    name: 'title' | 'slug' | 'categoryId' | 'deityId' | 'description' | 'author' | 'alternativeTitles' | 'keywords',
  ) => fieldProps(form, set, name, errors);
  const setTitle = (title: string) =>
    setForm((current) => ({
      ...current,
      title,
      slug: autofillSlug ? nextSlug(current.title, title, current.slug) : current.slug,
    }));

  return (
    <Fieldset
      variant="unstyled"
      disabled={disabled}
      legend={
        <Title order={2} size="h4">
          Basic information
        </Title>
      }
    >
      <Stack gap="sm">
        <TextInput
          label="Title"
          required
          {...field('title')}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <TextInput
          label="Slug"
          required
          description="The text's address: /texts/{slug}. Lowercase letters, digits and hyphens."
          {...field('slug')}
          spellCheck={false}
        />
        <CategorySelect {...field('categoryId')} />
        <DeitySelect {...field('deityId')} />
        <Textarea label="Description" autosize minRows={3} {...field('description')} />
        <TextInput label="Author" {...field('author')} />
        <Textarea
          label="Other titles (optional)"
          description="Other names the text is known by, one per line: 1000 Names of Vishnu. Search finds the text by them as by its title."
          autosize
          minRows={2}
          {...field('alternativeTitles')}
        />
        <TextInput
          label="Keywords (optional)"
          description="Words devotees may search for it by, separated by commas: before starting any work, Tuesday."
          {...field('keywords')}
        />
        <Checkbox
          label="Popular (featured on the home page)"
          name="isPopular"
          checked={form.isPopular}
          onChange={(event) => set({ isPopular: event.currentTarget.checked })}
        />
      </Stack>
    </Fieldset>
  );
}
