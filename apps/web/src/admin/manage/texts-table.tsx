import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { IconHistory, IconSearch, IconTrash } from '@tabler/icons-react';
import { useToast } from '../../ui/toast.js';
import type { AdminTextListItem } from '../api/admin-client.js';
import { call, useAdmin, useLibraryChanged } from '../api/admin-context.js';
import { useFailureToast } from '../api/use-failure-toast.js';
import { DataTable, orDash, type Column } from '../forms/data-table.js';
import { QueryState } from '../forms/query-state.js';
import { useConfirm } from '../portal/confirm-dialog.js';
import { EditButton } from './edit-button.js';
import { RevisionsDialog } from './revisions-dialog.js';

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
        <Group gap={6} wrap="nowrap">
          <EditButton name={text.title} onClick={() => onEdit(text.id)} />
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            aria-label={`Delete ${text.title}`}
            loading={remove.deletingId === text.id}
            onClick={() => void remove.ask(text)}
          >
            Delete
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconHistory size={14} aria-hidden="true" />}
            aria-label={`History of ${text.title}`}
            onClick={() => setHistory(text)}
          >
            History
          </Button>
        </Group>
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

/** Delete, after a confirmation dialog. */
function useDeleteText() {
  const { client } = useAdmin();
  const toast = useToast();
  const failed = useFailureToast();
  const confirm = useConfirm();
  const libraryChanged = useLibraryChanged();
  const deletion = useMutation({
    mutationFn: (text: AdminTextListItem) => call(client.texts.delete.mutate({ id: text.id })),
    onSuccess: (_answer, text) => {
      libraryChanged('texts');
      toast({ title: 'Success', description: `Deleted "${text.title}"`, variant: 'success' });
    },
    onError: failed('Failed to delete text'),
  });
  const ask = async (text: AdminTextListItem) => {
    const confirmed = await confirm({
      title: 'Delete this text?',
      message: `"${text.title}" and all its languages will be removed from the library. This cannot be undone.`,
      confirmLabel: 'Delete text',
      danger: true,
    });
    if (confirmed) deletion.mutate(text);
  };
  return { ask, deletingId: deletion.isPending ? deletion.variables?.id : undefined };
}
