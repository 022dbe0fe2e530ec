import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ColorTheme } from '@bhakti/core';
import { COMPRESS_FROM_BYTES, type Compression, type Effort, type Encoding } from './compression.js';

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

/** How a page is to be compressed where it is rendered; `plainToo`: the plain document is wanted as well (an answer that may be kept). */
export interface PageCompression extends Compression {
  plainToo: boolean;
}

export type CompressedBody = Compression & { body: Uint8Array };

/** A rendered page as it goes back to the main thread: plain, compressed, or both (as asked). */
export type PageAnswer = { status: number } & (
  { plain: Uint8Array; compressed: CompressedBody | null } | { plain: null; compressed: CompressedBody }
);

/**
 * The page's answer, compressed on the thread that rendered it: one task instead of two, and the
 * plain document left there when only its compressed form is sent (a page not kept). Small pages
 * stay plain, as every answer does.
 */
export async function pageAnswer(
  document: PageDocument,
  compression: PageCompression | null,
  compress: (body: Uint8Array, encoding: Encoding, effort: Effort) => Uint8Array | Promise<Uint8Array>,
): Promise<PageAnswer> {
  if (!compression || document.body.length < COMPRESS_FROM_BYTES) {
    return { status: document.status, plain: document.body, compressed: null };
  }
  const { encoding, effort, plainToo } = compression;
  const compressed = { encoding, effort, body: await compress(document.body, encoding, effort) };
  const { status } = document;
  return plainToo ? { status, plain: document.body, compressed } : { status, plain: null, compressed };
}

/** The page's parts put into the shell. */
export function pageDocument(template: string, page: RenderedPage): PageDocument {
  const shell = shellOf(template);
  const html =
    shell.beforeHtmlTag +
    (page.htmlAttributes ? `<html ${page.htmlAttributes}>` : shell.htmlTag) +
    shell.beforeHead +
    page.head +
    shell.beforeHtml +
    page.html +
    shell.beforeState +
    page.state +
    shell.rest;
  // Encoding here also flattens React's output, a string of thousands of pieces: done on the
  // thread that rendered it, since flattening it costs more than copying it to another.
  return { status: page.status, body: new TextEncoder().encode(html) };
}

/** The shell cut at its `<html>` tag and its three placeholders, once: every page is put together from the pieces. */
interface Shell {
  beforeHtmlTag: string;
  htmlTag: string;
  beforeHead: string;
  beforeHtml: string;
  beforeState: string;
  rest: string;
}

let lastShell: { template: string; shell: Shell } | null = null;

function shellOf(template: string): Shell {
  if (lastShell?.template !== template) lastShell = { template, shell: cutShell(template) };
  return lastShell.shell;
}

function cutShell(template: string): Shell {
  const tag = /<html[^>]*>/.exec(template);
  if (!tag) throw new Error('The page shell has no <html> tag');
  const [beforeHead, afterHead] = cutAt(template.slice(tag.index + tag[0].length), '<!--app-head-->');
  const [beforeHtml, afterHtml] = cutAt(afterHead, '<!--app-html-->');
  const [beforeState, rest] = cutAt(afterHtml, '<!--app-state-->');
  return { beforeHtmlTag: template.slice(0, tag.index), htmlTag: tag[0], beforeHead, beforeHtml, beforeState, rest };
}

function cutAt(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`The page shell has no ${marker}`);
  return [text.slice(0, at), text.slice(at + marker.length)];
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
