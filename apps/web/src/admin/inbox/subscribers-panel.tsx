import { Button, Group, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import { useToast } from '../../ui/toast.js';
import type { Subscriber } from '../api/admin-client.js';
import { useAdmin } from '../api/admin-context.js';
import { messageOf } from '../api/admin-error.js';
import { DataTable, type Column } from '../forms/data-table.js';
import { QueryState } from '../forms/query-state.js';
import { formatDateTime } from '../format/format-date.js';
import { saveBlob } from './download.js';

export const CSV_FILENAME = 'newsletter-subscribers.csv';

const columns: Column<Subscriber>[] = [
  { header: 'ID', cell: (subscriber) => subscriber.id, nowrap: true },
  { header: 'Email', cell: (subscriber) => subscriber.email },
  {
    header: 'Subscribed',
    cell: (subscriber) => <time dateTime={subscriber.createdAt}>{formatDateTime(subscriber.createdAt)}</time>,
    nowrap: true,
  },
];

/** The newsletter's subscribers, newest first, with a CSV export. */
export function SubscribersPanel() {
  const { queries, rest } = useAdmin();
  const toast = useToast();
  const subscribers = useQuery(queries.subscribers());
  const exportCsv = useMutation({
    mutationFn: () => rest.subscribersCsv(),
    onSuccess: (blob) => saveBlob(blob, CSV_FILENAME),
    onError: (error) =>
      toast({ title: 'Export failed', description: messageOf(error, 'Please try again.'), variant: 'destructive' }),
  });
  return (
    <section aria-labelledby="subscribers-title">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id="subscribers-title">
          Newsletter subscribers
        </Title>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          onClick={() => exportCsv.mutate()}
          loading={exportCsv.isPending}
        >
          Export CSV
        </Button>
      </Group>
      <QueryState
        query={subscribers}
        loadingLabel="Loading subscribers"
        errorTitle="Error loading newsletter subscribers"
        empty={{ when: (list) => list.length === 0, message: 'No newsletter subscribers yet.' }}
      >
        {(list) => (
          <>
            <Text size="sm" c="dimmed" mb="xs">
              {list.length} {list.length === 1 ? 'subscriber' : 'subscribers'}
            </Text>
            <DataTable
              caption="Newsletter subscribers"
              columns={columns}
              rows={list}
              rowKey={(s) => s.id}
              minWidth={480}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
