import { useState, type ReactNode } from 'react';
import { Badge, NativeSelect, Stack, Tabs, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { EditKind } from '../portal/admin-tabs.js';
import type { VerseTarget } from '../texts/verse-target.js';
import { CorrectionsPanel, useOpenCorrections } from './corrections-panel.js';
import { CategoriesTable, DeitiesTable } from './taxonomy-tables.js';
import { TextsTable } from './texts-table.js';

const SECTIONS = [
  { value: 'texts', label: 'Texts' },
  { value: 'categories', label: 'Categories' },
  { value: 'deities', label: 'Deities' },
  { value: 'corrections', label: 'Corrections' },
] as const;
export type ManageSection = (typeof SECTIONS)[number]['value'];
type Section = ManageSection;
const isSection = (value: string | null): value is Section => SECTIONS.some((section) => section.value === value);

interface ManageTabProps {
  onEdit: (kind: EditKind, id: number) => void;
  /** Opens a text in the editor at a reported verse. */
  onOpenReport: (textId: number, target: VerseTarget) => void;
  /** The sub-tab shown first. */
  initialSection?: ManageSection;
}

/** The Corrections sub-tab's count of open reports: a badge, read as 'N open'. */
function OpenCount({ open }: { open: number | null }) {
  if (!open) return null;
  return (
    <Badge size="sm" color="red" variant="filled" component="span" data-testid="open-corrections-count">
      {open}
      <VisuallyHidden> open</VisuallyHidden>
    </Badge>
  );
}

/** Manage Content: texts, categories, deities and readers' corrections (sub-tabs; a dropdown on small screens). */
export function ManageTab({ onEdit, onOpenReport, initialSection = 'texts' }: ManageTabProps) {
  const [section, setSection] = useState<Section>(initialSection);
  const small = useMediaQuery('(max-width: 48em)') ?? false;
  const open = useOpenCorrections();
  const choose = (value: string | null) => {
    if (isSection(value)) setSection(value);
  };
  // Only the open section is mounted, so the texts list loads only while it is shown.
  const content: Record<Section, ReactNode> = {
    texts: <TextsTable onEdit={(id) => onEdit('text', id)} />,
    categories: <CategoriesTable onEdit={(id) => onEdit('category', id)} />,
    deities: <DeitiesTable onEdit={(id) => onEdit('deity', id)} />,
    corrections: <CorrectionsPanel onOpen={onOpenReport} />,
  };
  const label = (value: Section, text: string) => (value === 'corrections' && open ? `${text} (${open} open)` : text);

  if (small) {
    return (
      <Stack>
        <NativeSelect
          label="Show"
          name="manageSection"
          data={SECTIONS.map(({ value, label: text }) => ({ value, label: label(value, text) }))}
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
          <Tabs.Tab key={value} value={value} rightSection={value === 'corrections' ? <OpenCount open={open} /> : null}>
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
