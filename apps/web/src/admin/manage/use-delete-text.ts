import { useMutation } from '@tanstack/react-query';
import { useToast } from '../../ui/toast.js';
import type { AdminTextListItem } from '../api/admin-client.js';
import { call, useAdmin, useLibraryChanged } from '../api/admin-context.js';
import { useFailureToast } from '../api/use-failure-toast.js';
import { useConfirm } from '../portal/confirm-dialog.js';

/** Delete, after a confirmation dialog. */
export function useDeleteText() {
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
