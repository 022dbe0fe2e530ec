import type { ReactNode } from 'react';
import { Alert, Center, Loader, Text } from '@mantine/core';

interface QueryStateProps<T> {
  query: { data: T | undefined; error: Error | null; isPending: boolean };
  /** Read by screen readers while the spinner turns, e.g. 'Loading texts'. */
  loadingLabel: string;
  /** Says what failed ('Error loading contact submissions'); ': ' and the server's message follow. */
  errorTitle: string;
  empty?: { when: (data: T) => boolean; message: string };
  children: (data: T) => ReactNode;
}

/** A list's three states around its content: a spinner, an error, or an empty note. */
export function QueryState<T>({ query, loadingLabel, errorTitle, empty, children }: QueryStateProps<T>) {
  if (query.error) {
    return (
      <Alert color="red" role="alert">
        {errorTitle}: {query.error.message}
      </Alert>
    );
  }
  if (query.isPending || query.data === undefined) {
    return (
      <Center py="xl" role="status" aria-label={loadingLabel}>
        <Loader aria-hidden="true" />
      </Center>
    );
  }
  if (empty?.when(query.data)) return <Text c="dimmed">{empty.message}</Text>;
  return <>{children(query.data)}</>;
}
