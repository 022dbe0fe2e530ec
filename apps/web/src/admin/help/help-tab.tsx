import { Button, Code, CopyButton, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { LANGUAGES, LANGUAGE_CODES } from '@bhakti/core';
import { useAdmin } from '../api/admin-context.js';
import { batchExample } from './batch-example.js';

const FIELDS: ReadonlyArray<[field: string, type: string, rule: string]> = [
  ['title', 'string', 'Required. At most 200 characters.'],
  ['slug', 'string', 'Required. The address /texts/{slug}: lowercase letters, digits and single hyphens; unique.'],
  ['categoryId', 'number', 'Required. The ID of a category (Manage Content → Categories).'],
  ['deityId', 'number or null', 'Optional. The ID of a deity (Manage Content → Deities).'],
  ['description', 'string', 'Optional. At most 2,000 characters.'],
  ['author', 'string', 'Optional.'],
  ['isPopular', 'true or false', 'Optional (false). Popular texts are featured on the home page.'],
  [
    'alternativeTitles',
    'list of strings',
    'Optional. Other names the text is known by ("1000 Names of Vishnu"), searched like its title. At most 10, each at most 200 characters.',
  ],
  [
    'keywords',
    'list of strings',
    'Optional. Words devotees may search for it by ("before starting any work"). At most 20, each at most 100 characters.',
  ],
  ['contents', 'list', 'Required, at least one: the text in each language.'],
  ['contents[].languageCode', 'string', 'Required. One of the codes below.'],
  ['contents[].content', 'string', 'Required. Verses separated by a blank line, lines by a new line (\\n).'],
  ['contents[].isTransliteration', 'true or false', 'Optional (false). Marks a Latin-script transliteration.'],
];

/** Help & Format: the batch JSON format, the language codes and a copyable example. */
export function HelpTab() {
  const { queries } = useAdmin();
  const categories = useQuery(queries.categories());
  const deities = useQuery(queries.deities());
  const example = batchExample(categories.data?.[0]?.id ?? 1, deities.data?.[0]?.id ?? null);

  return (
    <Stack gap="lg" maw={900}>
      <section aria-labelledby="help-format-title">
        <Title order={2} size="h4" id="help-format-title" mb="xs">
          The batch import format
        </Title>
        <Text mb="sm">
          Batch Import takes one text (a JSON object) or several (a JSON list of objects). The whole batch is imported
          at once or not at all: when any text has a problem, the answer lists each problem by item number and field,
          and nothing is saved. A batch holds at most 500 texts (5 MB). Each language appears once per text, or twice
          when one of the two is a transliteration.
        </Text>
        <Text mb="sm">
          A text whose slug the library already has stops the whole batch, unless you choose &quot;Update existing
          texts&quot; (it replaces that text, keeping the old version in its history; an identical text is left
          unchanged) or &quot;Skip existing texts&quot; (the library keeps its version). Texts with the same title or
          first line as a text under another slug are imported and listed as likely duplicates.
        </Text>
        <Table.ScrollContainer minWidth={600}>
          <Table withTableBorder>
            <caption>Fields of a text</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Field</Table.Th>
                <Table.Th scope="col">Type</Table.Th>
                <Table.Th scope="col">Rule</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {FIELDS.map(([field, type, rule]) => (
                <Table.Tr key={field}>
                  <Table.Td>
                    <Code>{field}</Code>
                  </Table.Td>
                  <Table.Td>{type}</Table.Td>
                  <Table.Td>{rule}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </section>

      <section aria-labelledby="help-languages-title">
        <Title order={2} size="h4" id="help-languages-title" mb="xs">
          Language codes
        </Title>
        <List size="sm" className="help-columns">
          {LANGUAGE_CODES.map((code) => (
            <List.Item key={code}>
              <Code>{code}</Code> {LANGUAGES[code].name} (<span lang={code}>{LANGUAGES[code].nativeName}</span>)
            </List.Item>
          ))}
        </List>
      </section>

      <section aria-labelledby="help-ids-title">
        <Title order={2} size="h4" id="help-ids-title" mb="xs">
          Category and deity IDs
        </Title>
        <Text size="sm" mb="xs">
          The IDs are listed under Manage Content. Today they are:
        </Text>
        <Group align="flex-start" gap="xl">
          <IdList title="Categories" items={categories.data ?? []} />
          <IdList title="Deities" items={deities.data ?? []} />
        </Group>
      </section>

      <section aria-labelledby="help-example-title">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h4" id="help-example-title">
            Example
          </Title>
          <CopyButton value={example} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                size="xs"
                onClick={copy}
                leftSection={
                  copied ? <IconCheck size={14} aria-hidden="true" /> : <IconCopy size={14} aria-hidden="true" />
                }
              >
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Code block data-testid="batch-example">
          {example}
        </Code>
      </section>
    </Stack>
  );
}

function IdList({ title, items }: { title: string; items: ReadonlyArray<{ id: number; name: string }> }) {
  return (
    <div>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <List size="sm">
        {items.map((item) => (
          <List.Item key={item.id}>
            {item.id}: {item.name}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
