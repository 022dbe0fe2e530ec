import { useState } from 'react';
import { languageName } from '@bhakti/core';
import { useMutation } from '@tanstack/react-query';
import { useToast } from '../../ui/toast.js';
import type { AdminText } from '../api/admin-client.js';
import { call, useAdmin, useLibraryChanged } from '../api/admin-context.js';
import { useFailureToast } from '../api/use-failure-toast.js';
import { useConfirm } from '../portal/confirm-dialog.js';
import { AT_LEAST_ONE, rowLabel, type ContentRow, type TextFormState } from './text-form-state.js';

export const NOT_EDITING_MESSAGE = 'You must be editing an existing text to delete a language';

/** Why a row cannot go, or null: what the remove/delete control checks first (docs/product.md). */
export function removalProblem(
  form: Pick<TextFormState, 'contents'>,
  row: ContentRow,
  editing: boolean,
): { title: string; description: string } | null {
  if (form.contents.length <= 1) return { title: 'Cannot remove', description: AT_LEAST_ONE };
  if (row.id === null) return null;
  if (!editing) return { title: 'Cannot delete', description: NOT_EDITING_MESSAGE };
  // The saved text keeps at least one content: another saved row must remain.
  if (form.contents.filter((other) => other.id !== null).length < 2) {
    return { title: 'Cannot delete', description: AT_LEAST_ONE };
  }
  return null;
}

interface Options {
  text: AdminText | null;
  form: TextFormState;
  onRemoved: (key: string) => void;
  /** The text as the server has it after a deletion (the baseline of unsaved changes). */
  onServerAnswer: (text: AdminText) => void;
}

/**
 * The delete control of a content row: in create mode (or for a row not saved yet) it only
 * removes the row from the form; in edit mode it deletes the saved language on the server.
 */
export function useContentRemoval({ text, form, onRemoved, onServerAnswer }: Options) {
  const { client } = useAdmin();
  const toast = useToast();
  const failed = useFailureToast();
  const confirm = useConfirm();
  const libraryChanged = useLibraryChanged();
  const [removingKey, setRemovingKey] = useState<string | null>(null);

  const deletion = useMutation({
    mutationFn: ({ textId, contentId }: { textId: number; contentId: number; row: ContentRow }) =>
      call(client.texts.deleteContent.mutate({ id: textId, contentId })),
    onSuccess: (answer, { row }) => {
      onRemoved(row.key);
      onServerAnswer(answer);
      libraryChanged('texts');
      toast({
        title: 'Success',
        description: `${languageName(row.languageCode)} content deleted successfully`,
        variant: 'success',
      });
    },
    onError: failed('Failed to delete language content', 'Failed to delete language content'),
    onSettled: () => setRemovingKey(null),
  });

  const remove = async (row: ContentRow) => {
    const problem = removalProblem(form, row, text !== null);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    if (row.id === null || text === null) {
      onRemoved(row.key);
      return;
    }
    const confirmed = await confirm({
      title: 'Delete this language permanently?',
      message: `The ${rowLabel(row)} content of "${text.title}" will be deleted from the library now. The previous version stays in the text's history.`,
      confirmLabel: 'Delete permanently',
      danger: true,
    });
    if (!confirmed) return;
    setRemovingKey(row.key);
    deletion.mutate({ textId: text.id, contentId: row.id, row });
  };

  return { remove, removingKey };
}
