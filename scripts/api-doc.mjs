// Remakes the table of paths in docs/api.md from the OpenAPI document (run through `pnpm docs:api`).
import { writeApiDoc } from '../apps/server/dist/api-doc.js';

writeApiDoc();
console.log('docs/api.md: the table of paths was made anew from the OpenAPI document.');
