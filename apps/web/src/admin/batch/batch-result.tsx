import { Alert, Anchor, List, Text } from '@mantine/core';
import { urls } from '../../ui/urls.js';
import type { BatchResult } from '../api/admin-client.js';
import { batchProblems, describeProblem, type BatchProblem } from './batch-input.js';

export type BatchOutcome =
  | { kind: 'imported'; result: BatchResult; items: unknown[] }
  | { kind: 'failed'; message: string; problems: BatchProblem[] };

/** The summary after an import: what was written, with likely duplicates; or why nothing was. */
export function BatchResultSummary({ outcome }: { outcome: BatchOutcome }) {
  if (outcome.kind === 'imported') {
    const { imported, texts, created, updated, skipped, unchanged, warnings } = outcome.result;
    const duplicates = batchProblems(
      outcome.items,
      warnings.map(({ index, message }) => ({ index, path: '', message })),
    );
    return (
      <Alert
        color="green"
        title={`Imported ${imported} ${imported === 1 ? 'text' : 'texts'}`}
        data-testid="batch-result"
      >
        <Text size="sm" mb="xs">
          {created} created, {updated} updated, {skipped} skipped, {unchanged} unchanged
        </Text>
        <List size="sm" data-testid="batch-texts">
          {texts.map((text) => (
            <List.Item key={text.id}>
              <Anchor href={urls.text(text.slug)} target="_blank" rel="noreferrer">
                {text.slug}
              </Anchor>{' '}
              ({text.title})
            </List.Item>
          ))}
        </List>
        {duplicates.length > 0 ? (
          <>
            <Text size="sm" fw={600} mt="xs">
              Likely duplicates under another slug (imported all the same):
            </Text>
            <List size="sm" data-testid="batch-warnings">
              {duplicates.map((warning, index) => (
                <List.Item key={index}>{describeProblem(warning)}</List.Item>
              ))}
            </List>
          </>
        ) : null}
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
