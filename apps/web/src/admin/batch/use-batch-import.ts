import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useToast } from '../../ui/toast.js';
import type { BatchExisting } from '../api/admin-client.js';
import { call, useAdmin, useLibraryChanged } from '../api/admin-context.js';
import { toAdminError } from '../api/admin-error.js';
import { batchProblems } from './batch-input.js';
import type { BatchOutcome } from './batch-result.js';

/** "1 text", "3 texts". */
export const countOfTexts = (count: number) => `${count} ${count === 1 ? 'text' : 'texts'}`;

/** The import and its outcome: what was written, or why nothing was (with each text's problems). */
export function useBatchImport(onImported: () => void) {
  const { client } = useAdmin();
  const toast = useToast();
  const libraryChanged = useLibraryChanged();
  const [outcome, setOutcome] = useState<BatchOutcome | null>(null);
  const importBatch = useMutation({
    mutationFn: (batch: { texts: unknown[]; existing: BatchExisting }) => call(client.texts.importBatch.mutate(batch)),
    onSuccess: (result, { texts: items }) => {
      onImported();
      setOutcome({ kind: 'imported', result, items });
      libraryChanged('texts');
      toast({
        title: 'Success',
        description: `Imported ${countOfTexts(result.imported)} successfully`,
        variant: 'success',
      });
    },
    onError: (error, { texts: items }) => {
      const failure = toAdminError(error);
      setOutcome({ kind: 'failed', message: failure.message, problems: batchProblems(items, failure.fieldErrors) });
      toast({ title: 'Failed to import texts', description: failure.message, variant: 'destructive' });
    },
  });
  const start = (items: unknown[], existing: BatchExisting) => {
    toast({ title: 'Importing', description: `Started importing ${items.length} text(s).` });
    importBatch.mutate({ texts: items, existing });
  };
  return {
    start,
    outcome,
    clearOutcome: () => setOutcome(null),
    running: importBatch.isPending,
    /** How many texts the running import sends. */
    count: importBatch.variables?.texts.length ?? 0,
  };
}
