import { Button, Group, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import type { Subscriber } from '../api/admin-client.js';
import { useAdmin } from '../api/admin-context.js';
import { useFailureToast } from '../api/use-failure-toast.js';
import type { Column } from '../forms/data-table.js';
import { QueryTable } from '../forms/query-table.js';
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
  const failed = useFailureToast();
  const subscribers = useQuery(queries.subscribers());
  const exportCsv = useMutation({
    mutationFn: () => rest.subscribersCsv(),
    onSuccess: (blob) => saveBlob(blob, CSV_FILENAME),
    onError: failed('Export failed'),
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
      <QueryTable
        query={subscribers}
        loadingLabel="Loading subscribers"
        errorTitle="Error loading newsletter subscribers"
        emptyMessage="No newsletter subscribers yet."
        caption="Newsletter subscribers"
        columns={columns}
        minWidth={480}
        summary={(list) => (
          <Text size="sm" c="dimmed" mb="xs">
            {list.length} {list.length === 1 ? 'subscriber' : 'subscribers'}
          </Text>
        )}
      />
    </section>
  );
}
