import { renderToString } from 'react-dom/server';
import { DEFAULT_INTERFACE_LANGUAGE, splitInterfacePath, type ColorTheme } from '@bhakti/core';
import { App } from './app.js';
import { htmlThemeAttributes, themeMetaHtml } from './ui/color-theme.js';
import type { PublicApi } from './ui/api.js';
import type { DescribeError, FormPostResult } from './ui/form-post.js';
import { submitFormPost } from './public/form-posts.js';
import { headHtml, type HeadCollector } from './ui/head.js';
import { preloadTags, type ChunkFiles } from './ui/page-chunks.js';
import { PageData } from './ui/page-data.js';
import { publicQueries } from './ui/queries.js';
import type { Site } from './ui/site.js';
import { pageSharing } from './public/linked-data.js';
import { matchRoute } from './public/routes.js';
import { loadRoute } from './public/route-loads.js';
import { listingQueries } from './ui/listing-queries.js';
import { serializeState, STATE_ELEMENT_ID } from './state.js';
import { i18nOf, noteShownChunks, type Translate } from './i18n/interface.js';
import {
  INTERFACE_LANGUAGES,
  catalogueChunk,
  loadInterfaceChunk,
  loadWholeInterface,
} from './i18n/catalogue-loading.js';
import { siteCard } from './ui/social-card.js';

export { INTERFACE_LANGUAGES };

/**
 * The browser build's lazy chunks and their files, written into the server build by
 * vite.config.ts from the browser build's manifest (absent when the sources run unbuilt, as in
 * the unit tests: the head then names no chunk).
 */
declare const __CLIENT_CHUNKS__: ChunkFiles | undefined;
const CLIENT_CHUNKS: ChunkFiles = typeof __CLIENT_CHUNKS__ === 'undefined' ? {} : __CLIENT_CHUNKS__;

export interface RenderRequest {
  /** Path and query as requested, e.g. `/texts/hanuman-chalisa?language=hi`. */
  url: string;
  /** The app router's caller for this request (the same procedures as /trpc). */
  api: PublicApi;
  /** Scheme and host for canonical and share links. */
  origin: string;
  /** The reader's theme from the theme cookie; none follows the system. */
  theme?: ColorTheme | null;
  now?: Date;
  /** What came of a form posted to this page without JavaScript (postForm), shown by its form. */
  formPost?: FormPostResult | null;
  /** An interface language to offer the reader of an English page (the server's reading of Accept-Language). */
  offer?: string | null;
}

/**
 * The offer of another interface language, in that language's own words (the reader's browser
 * prefers it): made on English pages only.
 */
async function offerOf(offer: string | null | undefined, language: string): Promise<Pick<Site, 'offer'>> {
  if (!offer || language !== DEFAULT_INTERFACE_LANGUAGE || !INTERFACE_LANGUAGES.includes(offer)) return {};
  await loadInterfaceChunk(offer);
  const words = i18nOf(offer);
  return {
    offer: {
      language: offer,
      message: words._('interface.offer.message'),
      accept: words._('interface.offer.accept'),
    },
  };
}

export interface FormPostRequest {
  /** The path the form posted to. */
  url: string;
  /** The form's fields, as the server parsed the urlencoded body. */
  body: Record<string, unknown>;
  api: PublicApi;
  /** The server's reading of a refusal: status, message, per-field errors. */
  describeError: DescribeError;
}

/**
 * Sends a form posted without JavaScript through its procedure (ADR 022); null when no form
 * of the site posts to that path. The server then renders the page with the result.
 */
export function postForm(request: FormPostRequest): Promise<FormPostResult | null> {
  // A form on a page in another interface language posts to its prefixed address (`/hi/contact`).
  const { path } = splitInterfacePath(new URL(request.url, 'http://localhost').pathname, INTERFACE_LANGUAGES);
  return submitFormPost(path, request.body, request.api, request.describeError);
}

export interface RenderedPage {
  status: number;
  /** The attributes of `<html>`: its language and the reader's theme. */
  htmlAttributes: string;
  /** Title, description, canonical and alternate links, and the page's lazy chunks, for the document head. */
  head: string;
  /** The rendered app, for the root element. */
  html: string;
  /** The non-executable JSON block with the query cache and the page's facts. */
  state: string;
}

/** Renders one public page: loads its data through the caller, renders, sends what it read along. */
export async function render(request: RenderRequest): Promise<RenderedPage> {
  const url = new URL(request.url, 'http://localhost');
  const { language, path } = splitInterfacePath(url.pathname, INTERFACE_LANGUAGES);
  const pageData = new PageData();
  await loadWholeInterface(language);
  const t: Translate = (key, values) => i18nOf(language)._(key, values);
  const match = matchRoute(path);
  const chunks = match.route.chunks?.(url.searchParams, language) ?? [];
  const queries = { ...publicQueries(request.api), ...listingQueries(request.api) };
  await loadRoute(match, { pageData, queries, search: url.searchParams, language });
  const theme = request.theme ?? null;
  const site: Site = {
    origin: request.origin,
    renderedAt: (request.now ?? new Date()).toISOString(),
    language,
    ...(await offerOf(request.offer, language)),
  };
  const collector: HeadCollector = { head: null };
  const { result: html, chunks: shownChunks } = noteShownChunks(() =>
    renderToString(
      <App
        api={request.api}
        pageData={pageData}
        site={site}
        theme={theme}
        head={collector}
        ssr={{ path: url.pathname, search: url.search.slice(1) }}
        formPost={request.formPost ?? null}
      />,
    ),
  );
  // The words the page shows (the main chunk and, say, the lazy pages' on a 404) load before the browser takes it over.
  const wordChunks = shownChunks.map((chunk) => catalogueChunk(language, chunk));
  const rendered = collector.head ?? {
    title: t('site.homeTitle'),
    siteName: t('site.name'),
    description: '',
    path: null,
    card: siteCard(t),
  };
  const sharing = pageSharing(
    { name: match.route.name, params: match.params },
    rendered,
    { pageData, queries },
    {
      origin: request.origin,
      language,
      languages: INTERFACE_LANGUAGES,
      t,
    },
  );
  const head = { ...rendered, ...sharing };
  // Failed reads travel too (as ApiError JSON), so the browser shows the same state without asking again.
  const reads = pageData.snapshot();
  return {
    status: head.status ?? request.formPost?.status ?? 200,
    htmlAttributes: htmlAttributesOf(language, theme),
    head: [headHtml(head, request.origin), themeMetaHtml(theme), preloadTags(CLIENT_CHUNKS, [...wordChunks, ...chunks])]
      .filter(Boolean)
      .join('\n    '),
    html,
    state: `<script type="application/json" id="${STATE_ELEMENT_ID}">${serializeState({ site, reads, formPost: request.formPost ?? null, catalogueChunks: shownChunks })}</script>`,
  };
}

function htmlAttributesOf(language: string, theme: ColorTheme | null): string {
  const attributes = { lang: language, ...htmlThemeAttributes(theme) };
  return Object.entries(attributes)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');
}
