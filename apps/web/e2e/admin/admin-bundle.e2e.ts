import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Request } from '@playwright/test';
import { expect, test } from './support/admin-fixtures.js';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const MANIFEST = fileURLToPath(new URL('../../dist/client/.vite/manifest.json', import.meta.url));
const ADMIN_ENTRY = 'src/admin/admin-app.tsx';

function readManifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
}

/** Every chunk a page loads with the entry: its static imports, followed to the end. */
function staticGraph(manifest: Record<string, ManifestChunk>, entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const key = queue.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    queue.push(...(manifest[key]?.imports ?? []));
  }
  return seen;
}

test.describe('the portal stays out of the public bundle', () => {
  test('the chunk graph reachable from the public entry excludes src/admin/*', () => {
    const manifest = readManifest();
    const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
    expect(entries.map(([key]) => key)).toEqual(['index.html']);
    const graph = staticGraph(manifest, 'index.html');
    const sources = [...graph].map((key) => manifest[key]?.src ?? key);
    expect(sources.filter((source) => source.startsWith('src/admin/'))).toEqual([]);
    const publicCss = [...graph].flatMap((key) => manifest[key]?.css ?? []);

    const admin = manifest[ADMIN_ENTRY];
    expect(admin?.isDynamicEntry).toBe(true);
    expect(manifest['index.html']?.dynamicImports).toContain(ADMIN_ENTRY);
    expect(publicCss).not.toEqual(expect.arrayContaining(admin?.css ?? ['none']));
  });

  test('public pages never download the portal chunk; /admin does', async ({ page }) => {
    const adminFile = `/${readManifest()[ADMIN_ENTRY]!.file}`;
    const requested: string[] = [];
    page.on('request', (request: Request) => requested.push(new URL(request.url()).pathname));
    for (const path of ['/', '/texts/hanuman-chalisa', '/category/aartis', '/search?q=shiva']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(requested).not.toContain(adminFile);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect(requested).toContain(adminFile);
  });
});
