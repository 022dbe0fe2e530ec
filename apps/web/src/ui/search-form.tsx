import type { FormEvent } from 'react';
import { Button, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { MantineScope } from './mantine-scope.js';
import { interfacePath } from '@bhakti/core';
import { urls } from './urls.js';
import { useInterfaceLanguage, useT } from '../i18n/interface.js';

export interface SearchFormProps {
  className: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  /** With the box's value as the form holds it when submitted. */
  onSubmit(value: string): void;
}

/**
 * The search box and its button. Without JavaScript the form still works: it is a GET
 * of /search?q=…, which the server renders.
 */
export function SearchForm({ className, placeholder, value, onChange, onSubmit }: SearchFormProps) {
  const t = useT();
  // A form's action is not a wouter link: it needs the interface's prefix itself.
  const action = interfacePath(useInterfaceLanguage(), urls.search());
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The box itself, not `value`: a character typed in the same moment as Enter may not be rendered yet.
    onSubmit(String(new FormData(event.currentTarget).get('q') ?? ''));
  };
  return (
    <MantineScope>
      <form className={className} role="search" action={action} method="get" onSubmit={submit}>
        <TextInput
          className={`${className}-input`}
          name="q"
          type="search"
          aria-label={t('search.box.label')}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          size="md"
        />
        <Button type="submit" size="md">
          {t('search.box.button')}
        </Button>
      </form>
    </MantineScope>
  );
}
