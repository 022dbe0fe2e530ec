import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconHistory, IconSearch, IconTrash } from '@tabler/icons-react';
import type { AdminTextListItem } from '../api/admin-client.js';
import { useAdmin } from '../api/admin-context.js';
import { DataTable, orDash, type Column } from '../forms/data-table.js';
import { QueryState } from '../forms/query-state.js';
import { EditButton } from './edit-button.js';
import { RevisionsDialog } from './revisions-dialog.js';
import { useDeleteText } from './use-delete-text.js';

/** A title, slug, category or deity that contains what the admin typed (case-insensitive). */
export function matchesFilter(text: AdminTextListItem, filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  if (!needle) return true;
  return [text.title, text.slug, text.categoryName, text.deityName ?? ''].some((value) =>
    value.toLowerCase().includes(needle),
  );
}

/** Every text: ID, Title, Category, Deity, Languages and Edit / Delete / History. */
export function TextsTable({ onEdit }: { onEdit: (id: number) => void }) {
  const { queries } = useAdmin();
  const texts = useQuery(queries.texts());
  const [filter, setFilter] = useState('');
  const [history, setHistory] = useState<AdminTextListItem | null>(null);
  const remove = useDeleteText();

  const columns: Column<AdminTextListItem>[] = [
    { header: 'ID', cell: (text) => text.id, nowrap: true },
    { header: 'Title', cell: (text) => text.title },
    { header: 'Category', cell: (text) => text.categoryName },
    { header: 'Deity', cell: (text) => orDash(text.deityName) },
    { header: 'Languages', cell: (text) => text.availableLanguages.join(', '), nowrap: true },
    {
      header: 'Actions',
      nowrap: true,
      cell: (text) => (
        <TextActions
          text={text}
          onEdit={() => onEdit(text.id)}
          onDelete={() => void remove.ask(text)}
          deleting={remove.deletingId === text.id}
          onHistory={() => setHistory(text)}
        />
      ),
    },
  ];

  return (
    <QueryState
      query={texts}
      loadingLabel="Loading texts"
      errorTitle="Failed to load texts"
      empty={{
        when: (list) => list.length === 0,
        message: 'No texts yet. Import some with Single Text Import or Batch Import.',
      }}
    >
      {(list) => {
        const shown = list.filter((text) => matchesFilter(text, filter));
        return (
          <Stack>
            <Group justify="space-between" align="flex-end" wrap="wrap">
              <TextInput
                label="Filter texts"
                name="filter"
                w={320}
                maw="100%"
                type="search"
                placeholder="Title, slug, category or deity"
                leftSection={<IconSearch size={16} aria-hidden="true" />}
                value={filter}
                onChange={(event) => setFilter(event.currentTarget.value)}
              />
              <Text size="sm" c="dimmed" aria-live="polite">
                {shown.length === list.length ? `${list.length} texts` : `${shown.length} of ${list.length} texts`}
              </Text>
            </Group>
            <DataTable caption="Texts" columns={columns} rows={shown} rowKey={(text) => text.id} minWidth={860} />
            {history ? <RevisionsDialog text={history} onClose={() => setHistory(null)} /> : null}
          </Stack>
        );
      }}
    </QueryState>
  );
}

interface TextActionsProps {
  text: AdminTextListItem;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
  onHistory: () => void;
}

/** Edit, Delete and History, each named with the text's title for screen readers. */
function TextActions({ text, onEdit, onDelete, deleting, onHistory }: TextActionsProps) {
  return (
    <Group gap={6} wrap="nowrap">
      <EditButton name={text.title} onClick={onEdit} />
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        leftSection={<IconTrash size={14} aria-hidden="true" />}
        aria-label={`Delete ${text.title}`}
        loading={deleting}
        onClick={onDelete}
      >
        Delete
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconHistory size={14} aria-hidden="true" />}
        aria-label={`History of ${text.title}`}
        onClick={onHistory}
      >
        History
      </Button>
    </Group>
  );
}
