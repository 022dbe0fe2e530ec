import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ContactSubmission } from '../api/admin-client.js';
import { useAdmin } from '../api/admin-context.js';
import type { Column } from '../forms/data-table.js';
import { QueryTable } from '../forms/query-table.js';
import { formatDateTime } from '../format/format-date.js';
import { SubscribersPanel } from './subscribers-panel.js';

const columns: Column<ContactSubmission>[] = [
  { header: 'ID', cell: (message) => message.id, nowrap: true },
  {
    header: 'Date',
    cell: (message) => <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>,
    nowrap: true,
  },
  { header: 'Name', cell: (message) => message.name },
  { header: 'Email', cell: (message) => <Anchor href={`mailto:${message.email}`}>{message.email}</Anchor> },
  { header: 'Subject', cell: (message) => message.subject },
  {
    header: 'Message',
    cell: (message) => (
      <Text size="sm" lineClamp={3} title={message.message} className="pre-line">
        {message.message}
      </Text>
    ),
  },
];

/** Contact Submissions (newest first), and the newsletter's subscribers. */
export function InboxTab() {
  const { queries } = useAdmin();
  const submissions = useQuery(queries.contactSubmissions());
  return (
    <Stack gap="xl">
      <section aria-labelledby="contact-submissions-title">
        <Title order={2} size="h4" id="contact-submissions-title" mb="sm">
          Contact form messages
        </Title>
        <QueryTable
          query={submissions}
          loadingLabel="Loading contact submissions"
          errorTitle="Error loading contact submissions"
          emptyMessage="No contact form submissions yet."
          caption="Contact submissions"
          columns={columns}
          minWidth={900}
        />
      </section>
      <SubscribersPanel />
    </Stack>
  );
}
