import { Button, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useToast } from '../../ui/toast.js';
import type { AdminTextListItem, Revision } from '../api/admin-client.js';
import { call, useAdmin, useLibraryChanged } from '../api/admin-context.js';
import { useFailureToast } from '../api/use-failure-toast.js';
import type { Column } from '../forms/data-table.js';
import { QueryTable } from '../forms/query-table.js';
import { formatDateTime } from '../format/format-date.js';
import { useConfirm } from '../portal/confirm-dialog.js';
import { AdminModal } from '../forms/admin-modal.js';

/** Why the version was kept: it is the text as it was just before that change. */
const REASONS: Readonly<Record<string, string>> = {
  update: 'Before an edit',
  'content-deleted': 'Before a language was deleted',
  restore: 'Before a restore',
};

interface RevisionsDialogProps {
  text: Pick<AdminTextListItem, 'id' | 'title'>;
  onClose: () => void;
}

/** A text's earlier versions (newest first), each restorable. */
export function RevisionsDialog({ text, onClose }: RevisionsDialogProps) {
  const { client, queries } = useAdmin();
  const toast = useToast();
  const failed = useFailureToast();
  const confirm = useConfirm();
  const libraryChanged = useLibraryChanged();
  const revisions = useQuery({ ...queries.revisions(text.id), staleTime: 0 });

  const restore = useMutation({
    mutationFn: (revision: Revision) =>
      call(client.texts.restoreRevision.mutate({ id: text.id, revisionId: revision.id })),
    onSuccess: (restored, revision) => {
      libraryChanged('texts');
      toast({
        title: 'Success',
        description: `Restored "${restored.title}" to the version of ${formatDateTime(revision.createdAt)}`,
        variant: 'success',
      });
      onClose();
    },
    onError: failed('Failed to restore version'),
  });
  const ask = async (revision: Revision) => {
    const confirmed = await confirm({
      title: 'Restore this version?',
      message: `"${text.title}" goes back to the version of ${formatDateTime(revision.createdAt)}. The current version is kept in the history.`,
      confirmLabel: 'Restore',
    });
    if (confirmed) restore.mutate(revision);
  };

  const columns: Column<Revision>[] = [
    { header: 'Saved', cell: (revision) => formatDateTime(revision.createdAt), nowrap: true },
    { header: 'Title', cell: (revision) => revision.title },
    {
      header: 'Languages',
      cell: (revision) =>
        revision.machineGenerated.length > 0
          ? `${revision.languages.join(', ')} (written by AI: ${revision.machineGenerated.join(', ')})`
          : revision.languages.join(', '),
    },
    { header: 'Kept', cell: (revision) => REASONS[revision.reason] ?? revision.reason },
    {
      header: 'Restore',
      nowrap: true,
      cell: (revision) => (
        <Button
          size="compact-sm"
          variant="light"
          aria-label={`Restore the version of ${formatDateTime(revision.createdAt)}`}
          loading={restore.isPending && restore.variables?.id === revision.id}
          disabled={restore.isPending}
          onClick={() => void ask(revision)}
        >
          Restore
        </Button>
      ),
    },
  ];

  return (
    <AdminModal opened onClose={onClose} title={`History of "${text.title}"`} size="xl">
      <Text size="sm" mb="sm">
        Each save keeps the version before it. Restoring puts an earlier version back.
      </Text>
      <QueryTable
        query={revisions}
        loadingLabel="Loading the history"
        errorTitle="Failed to load the history"
        emptyMessage="No earlier versions yet: the text has not been changed since it was imported."
        caption="Earlier versions"
        columns={columns}
        minWidth={560}
      />
    </AdminModal>
  );
}
