// Imports flow one way (docs/architecture.md). pnpm lets a package import only what its
// package.json declares, so checking the declared workspace dependencies checks the imports.
import { readFileSync, readdirSync } from 'node:fs';

const ALLOWED = {
  '@bhakti/core': [],
  '@bhakti/testing': [],
  '@bhakti/db': ['@bhakti/core'],
  '@bhakti/search': ['@bhakti/core', '@bhakti/db'],
  '@bhakti/auth': ['@bhakti/core', '@bhakti/db'],
  '@bhakti/ai': ['@bhakti/core'],
  '@bhakti/api': ['@bhakti/core', '@bhakti/db', '@bhakti/search', '@bhakti/auth', '@bhakti/ai'],
  '@bhakti/server': ['@bhakti/core', '@bhakti/db', '@bhakti/search', '@bhakti/auth', '@bhakti/ai', '@bhakti/api'],
  '@bhakti/web': ['@bhakti/core', '@bhakti/api'],
  '@bhakti/bench': ['@bhakti/core'],
};

// Test-only imports: allowed as devDependencies (the browser suite starts the fake AI
// providers of @bhakti/ai/testing; tests, the browser suite and the benchmarks start the
// built server with @bhakti/testing); eslint keeps them out of the apps' source.
const ALLOWED_IN_TESTS = {
  '@bhakti/server': ['@bhakti/testing'],
  '@bhakti/web': ['@bhakti/ai', '@bhakti/testing'],
  '@bhakti/bench': ['@bhakti/testing'],
};

const problems = [];
for (const group of ['apps', 'packages']) {
  for (const dir of readdirSync(group)) {
    const manifest = JSON.parse(readFileSync(`${group}/${dir}/package.json`, 'utf8'));
    const allowed = ALLOWED[manifest.name];
    if (!allowed) {
      problems.push(`${manifest.name}: not in the import rules of scripts/check-imports.mjs`);
      continue;
    }
    const testOnly = ALLOWED_IN_TESTS[manifest.name] ?? [];
    const bhakti = (deps) => Object.keys(deps ?? {}).filter((name) => name.startsWith('@bhakti/'));
    for (const dependency of bhakti(manifest.dependencies)) {
      if (!allowed.includes(dependency)) problems.push(`${manifest.name} may not import ${dependency}`);
    }
    for (const dependency of bhakti(manifest.devDependencies)) {
      if (!allowed.includes(dependency) && !testOnly.includes(dependency)) {
        problems.push(`${manifest.name} may not import ${dependency}`);
      }
    }
  }
}
if (problems.length > 0) {
  console.error(`Import rules broken:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('Import rules hold.');
