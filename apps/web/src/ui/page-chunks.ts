/**
 * The lazy chunks a page needs at first (its page component, the script converter of a
 * `?script=` page): loaded before the server renders and before the browser hydrates, and named
 * in the page's head as `<link rel="modulepreload">` so that the browser fetches them with the
 * entry instead of after it (a round trip fewer before the page is taken over).
 */
export interface PageChunk {
  /** The chunk's entry module, as Vite's manifest names it: its path in apps/web. */
  module: string;
  load: () => Promise<unknown>;
}

/** The files of each lazy chunk beyond those the entry loads itself, by entry module. */
export type ChunkFiles = Record<string, { js: string[]; css: string[] }>;

/** The fields of Vite's `.vite/manifest.json` read here. */
export type ViteManifest = Record<
  string,
  { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; css?: string[] }
>;

/**
 * From the browser build's manifest (at build time, see vite.config.ts): for each lazy chunk,
 * its file and those of the chunks it imports, without the ones the entry already loads.
 */
export function chunkFiles(manifest: ViteManifest): ChunkFiles {
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The manifest names no entry');
  const loaded = closure(entry);
  const files: ChunkFiles = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const keys = [...closure(key)].filter((k) => !loaded.has(k));
    files[key] = {
      js: keys.map((k) => `/${manifest[k]?.file ?? ''}`),
      css: keys.flatMap((k) => (manifest[k]?.css ?? []).map((file) => `/${file}`)),
    };
  }
  return files;
}

/**
 * The head's tags for the chunks a page needs at first: each file once, in the form Vite gives
 * the entry's own. A module the table lacks adds nothing (the browser then loads it after the
 * entry, as without the tags; e2e/first-load.e2e.ts proves every page names all it loads).
 */
export function preloadTags(files: ChunkFiles, chunks: readonly PageChunk[]): string {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const { module } of chunks) {
    for (const file of files[module]?.js ?? []) js.add(file);
    for (const file of files[module]?.css ?? []) css.add(file);
  }
  return [
    ...[...css].map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...[...js].map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('\n    ');
}
