import { Alert, Anchor, List, Text } from '@mantine/core';
import { urls } from '../../ui/urls.js';
import type { BatchResult } from '../api/admin-client.js';
import { describeProblem, type BatchProblem } from './batch-input.js';

export type BatchOutcome =
  { kind: 'imported'; result: BatchResult } | { kind: 'failed'; message: string; problems: BatchProblem[] };

/** The summary after an import: what was imported, or why nothing was. */
export function BatchResultSummary({ outcome }: { outcome: BatchOutcome }) {
  if (outcome.kind === 'imported') {
    const { imported, texts } = outcome.result;
    return (
      <Alert
        color="green"
        title={`Imported ${imported} ${imported === 1 ? 'text' : 'texts'}`}
        data-testid="batch-result"
      >
        <List size="sm">
          {texts.map((text) => (
            <List.Item key={text.id}>
              <Anchor href={urls.text(text.slug)} target="_blank" rel="noreferrer">
                {text.slug}
              </Anchor>{' '}
              ({text.title})
            </List.Item>
          ))}
        </List>
      </Alert>
    );
  }
  return (
    <Alert color="red" title="Failed to import texts" role="alert" data-testid="batch-result">
      <Text size="sm">{outcome.message}</Text>
      <Text size="sm" fw={600} mt="xs">
        Nothing was imported: fix the problems below and import the whole batch again.
      </Text>
      {outcome.problems.length > 0 ? (
        <List size="sm" mt="xs">
          {outcome.problems.map((problem, index) => (
            <List.Item key={index}>{describeProblem(problem)}</List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}
