import { useState, type ReactNode } from 'react';
import { NativeSelect, Stack, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { EditKind } from '../portal/admin-tabs.js';
import { CategoriesTable, DeitiesTable } from './taxonomy-tables.js';
import { TextsTable } from './texts-table.js';

const SECTIONS = [
  { value: 'texts', label: 'Texts' },
  { value: 'categories', label: 'Categories' },
  { value: 'deities', label: 'Deities' },
] as const;
type Section = (typeof SECTIONS)[number]['value'];
const isSection = (value: string | null): value is Section => SECTIONS.some((section) => section.value === value);

/** Manage Content: texts, categories and deities (sub-tabs; a dropdown on small screens). */
export function ManageTab({ onEdit }: { onEdit: (kind: EditKind, id: number) => void }) {
  const [section, setSection] = useState<Section>('texts');
  const small = useMediaQuery('(max-width: 48em)') ?? false;
  const choose = (value: string | null) => {
    if (isSection(value)) setSection(value);
  };
  // Only the open section is mounted, so the texts list loads only while it is shown.
  const content: Record<Section, ReactNode> = {
    texts: <TextsTable onEdit={(id) => onEdit('text', id)} />,
    categories: <CategoriesTable onEdit={(id) => onEdit('category', id)} />,
    deities: <DeitiesTable onEdit={(id) => onEdit('deity', id)} />,
  };

  if (small) {
    return (
      <Stack>
        <NativeSelect
          label="Show"
          name="manageSection"
          data={SECTIONS}
          value={section}
          onChange={(event) => choose(event.currentTarget.value)}
        />
        {content[section]}
      </Stack>
    );
  }
  return (
    <Tabs value={section} onChange={choose} keepMounted={false} variant="outline">
      <Tabs.List aria-label="Manage content">
        {SECTIONS.map(({ value, label }) => (
          <Tabs.Tab key={value} value={value}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {SECTIONS.map(({ value }) => (
        <Tabs.Panel key={value} value={value} pt="md">
          {content[value]}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
