// Sums the JSON results of every package's vitest run into one closing line.
import { readdirSync, readFileSync, rmSync } from 'node:fs';

const dir = new URL('../.test-results/', import.meta.url);
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const result = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  skipped += result.numPendingTests + result.numTodoTests;
}
rmSync(dir, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
