import { mkdirSync, writeFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const RESULTS = new URL('../../../../.test-results/', import.meta.url);

/** Writes the browser suite's counts where scripts/test-summary.mjs adds up every package's. */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<string, string>();

  onTestEnd(test: TestCase, _result: TestResult): void {
    this.outcomes.set(test.id, test.outcome());
  }

  onEnd(): void {
    const outcomes = [...this.outcomes.values()];
    const count = (...kinds: string[]) => outcomes.filter((outcome) => kinds.includes(outcome)).length;
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(
      new URL('web-e2e.json', RESULTS),
      JSON.stringify({
        numPassedTests: count('expected', 'flaky'),
        numFailedTests: count('unexpected'),
        numPendingTests: count('skipped'),
        numTodoTests: 0,
      }),
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
