import { createContext, useContext, useEffect } from 'react';
import { SITE_NAME, useSite } from './site.js';
import { SITE_CARD, socialCardMeta, type SocialCard } from './social-card.js';
import { structuredDataHtml, type StructuredData } from './structured-data.js';

/** What a page puts in the document head, and the HTTP status the server answers with. */
export interface PageHead {
  /** The page's own name; the site name is added (the home page passes null for the site title). */
  title: string | null;
  /** Use the title as it is, without the site name. */
  exactTitle?: boolean;
  description: string;
  /** Canonical path (and query); null when the page has none (not-found pages). */
  path: string | null;
  status?: number;
  noindex?: boolean;
  /** The other views of the same text, by hreflang: written by the server only, like `card` (ADR 030). */
  alternates?: ReadonlyArray<{ hreflang: string; path: string }>;
  /** Font files the first view needs at once (the script of a text's verses). */
  fonts?: readonly string[];
  /** BCP 47 tag of the page's content (a text's view), when it is not the interface's English. */
  lang?: string;
  /**
   * How the page shows when shared (the site's card when absent) and its JSON-LD: added by the
   * server from the data its route loaded (public/linked-data.ts, ADR 031), never by a page.
   */
  card?: SocialCard;
  structuredData?: readonly StructuredData[];
}

/** On the server, the page being rendered writes its head here; the browser has none. */
export interface HeadCollector {
  head: PageHead | null;
}

export const HeadContext = createContext<HeadCollector | null>(null);

export const HOME_TITLE = `${SITE_NAME} — Hindu Devotional Texts`;

export function documentTitle(head: Pick<PageHead, 'title' | 'exactTitle'>): string {
  if (head.title && head.exactTitle) return head.title;
  return head.title ? `${head.title} | ${SITE_NAME}` : HOME_TITLE;
}

/** Declares the page's title, description, canonical URL and status. */
export function useHead(head: PageHead): void {
  const collector = useContext(HeadContext);
  const { origin } = useSite();
  if (collector) collector.head = head;
  const key = JSON.stringify(head);
  useEffect(() => {
    applyHead(JSON.parse(key) as PageHead, origin || window.location.origin);
  }, [key, origin]);
}

function setMeta(selector: string, create: () => HTMLElement, attribute: string, value: string | null): void {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (value === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

function meta(attribute: 'name' | 'property', key: string) {
  return () => {
    const element = document.createElement('meta');
    element.setAttribute(attribute, key);
    return element;
  };
}

/**
 * The share card and JSON-LD the server wrote (`data-share`, ADR 031) belong to the page it
 * rendered: after a move to another address they go, rather than describe the page left (those
 * who read them — search engines, share previews — load each address from the server).
 */
function forgetSharing(canonical: string | null): void {
  if (document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') === canonical) return;
  for (const element of document.head.querySelectorAll('[data-share]')) element.remove();
}

function applyHead(head: PageHead, origin: string): void {
  const title = documentTitle(head);
  const canonical = head.path === null ? null : origin + head.path;
  forgetSharing(canonical);
  document.title = title;
  setMeta('meta[name="description"]', meta('name', 'description'), 'content', head.description);
  setMeta('meta[name="robots"]', meta('name', 'robots'), 'content', head.noindex ? 'noindex' : null);
  setMeta('meta[property="og:title"]', meta('property', 'og:title'), 'content', title);
  setMeta('meta[property="og:description"]', meta('property', 'og:description'), 'content', head.description);
  setMeta('meta[property="og:url"]', meta('property', 'og:url'), 'content', canonical);
  setMeta(
    'link[rel="canonical"]',
    () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
    'href',
    canonical,
  );
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The server's rendering of the same head. */
export function headHtml(head: PageHead, origin: string): string {
  const title = documentTitle(head);
  const tags = [
    `<title>${escapeAttribute(title)}</title>`,
    `<meta name="description" content="${escapeAttribute(head.description)}" />`,
  ];
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  tags.push(`<meta property="og:site_name" content="${SITE_NAME}" />`);
  for (const tag of socialCardMeta(head.card ?? SITE_CARD, origin)) {
    tags.push(`<meta ${tag.attribute}="${tag.key}" content="${escapeAttribute(tag.value)}" data-share />`);
  }
  tags.push(`<meta property="og:title" content="${escapeAttribute(title)}" />`);
  tags.push(`<meta property="og:description" content="${escapeAttribute(head.description)}" />`);
  if (head.path !== null) {
    const canonical = escapeAttribute(origin + head.path);
    tags.push(`<link rel="canonical" href="${canonical}" />`);
    tags.push(`<meta property="og:url" content="${canonical}" />`);
  }
  for (const font of head.fonts ?? []) {
    tags.push(`<link rel="preload" href="${escapeAttribute(font)}" as="font" type="font/woff2" crossorigin />`);
  }
  for (const alternate of head.alternates ?? []) {
    tags.push(
      `<link rel="alternate" hreflang="${escapeAttribute(alternate.hreflang)}" href="${escapeAttribute(origin + alternate.path)}" data-share />`,
    );
  }
  tags.push(...structuredDataHtml(head.structuredData ?? []));
  return tags.join('\n    ');
}
