import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ColorTheme } from '@bhakti/core';

/** The web app's two builds, found at run time (apps never import apps). */
export const WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));
export const SSR_ENTRY = `${WEB_DIST}server/entry-server.js`;
/** The page shell of the browser build, which every rendered page fills. */
export const TEMPLATE = `${WEB_DIST}client/index.html`;

/** apps/web/src/entry-server.tsx, as the server uses it. */
export interface RenderedPage {
  status: number;
  htmlAttributes?: string;
  head: string;
  html: string;
  state: string;
}

/** A rendered page, whole: its status and its HTML document in UTF-8. */
export interface PageDocument {
  status: number;
  body: Uint8Array;
}

/** The page's parts put into the shell. */
export function pageDocument(template: string, page: RenderedPage): PageDocument {
  // Replacement functions: a string replacement would expand `$&`, `$'` … written in the content.
  const html = template
    .replace(/<html[^>]*>/, (tag) => (page.htmlAttributes ? `<html ${page.htmlAttributes}>` : tag))
    .replace('<!--app-head-->', () => page.head)
    .replace('<!--app-html-->', () => page.html)
    .replace('<!--app-state-->', () => page.state);
  // Encoding here also flattens React's output, a string of thousands of pieces: done on the
  // thread that rendered it, since flattening it costs more than copying it to another.
  return { status: page.status, body: new TextEncoder().encode(html) };
}

/** What came of a form posted without JavaScript (the web app's FormPostResult: plain data). */
export interface FormPostResult {
  status: number;
}

/** What a page is rendered from, besides the procedures it calls. */
export interface PageRequest {
  url: string;
  origin: string;
  theme: ColorTheme | null;
  formPost?: FormPostResult | null;
  /** An interface language to offer the reader of an English page (from Accept-Language). */
  offer?: string | null;
}

/** The web app's server build, or null when the site is not built (the API runs alone). */
export async function loadRenderer(): Promise<{ renderer: WebRenderer; template: string } | null> {
  if (!existsSync(TEMPLATE) || !existsSync(SSR_ENTRY)) return null;
  const renderer = (await import(pathToFileURL(SSR_ENTRY).href)) as WebRenderer;
  return { renderer, template: readFileSync(TEMPLATE, 'utf8') };
}

export interface WebRenderer {
  /** The interface languages, English first: one per catalogue of the web build (ADR 034). */
  INTERFACE_LANGUAGES: readonly string[];
  render(request: PageRequest & { api: unknown }): Promise<RenderedPage>;
  postForm(request: {
    url: string;
    body: Record<string, unknown>;
    api: unknown;
    describeError: (error: unknown) => {
      status: number;
      message: string;
      errors: ReadonlyArray<{ path: string; message: string }>;
    };
  }): Promise<FormPostResult | null>;
}
