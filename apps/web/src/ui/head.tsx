import { createContext, useContext, useEffect } from 'react';
import { interfacePath } from '@bhakti/core';
import { useSite } from './site.js';
import { useInterfaceLanguage, useT } from '../i18n/interface.js';
import { siteCard, socialCardMeta, type SocialCard } from './social-card.js';
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

/**
 * A page's head in the interface's language: the document's whole title, the site's name, and
 * the canonical path with the language's prefix (`/hi/about`).
 */
export interface ResolvedHead extends Omit<PageHead, 'title' | 'exactTitle' | 'card'> {
  title: string;
  siteName: string;
  card: SocialCard;
}

/** On the server, the page being rendered writes its head here; the browser has none. */
export interface HeadCollector {
  head: ResolvedHead | null;
}

export const HeadContext = createContext<HeadCollector | null>(null);

/** Declares the page's title, description, canonical URL and status. */
export function useHead(head: PageHead): void {
  const collector = useContext(HeadContext);
  const { origin } = useSite();
  const t = useT();
  const language = useInterfaceLanguage();
  const siteName = t('site.name');
  const resolved: ResolvedHead = {
    ...head,
    // The home page's title is the site's; others end with the site's name.
    title:
      head.exactTitle && head.title ? head.title : head.title ? `${head.title} | ${siteName}` : t('site.homeTitle'),
    siteName,
    path: head.path === null ? null : interfacePath(language, head.path),
    card: head.card ?? siteCard(t),
  };
  if (collector) collector.head = resolved;
  const key = JSON.stringify(resolved);
  useEffect(() => {
    applyHead(JSON.parse(key) as ResolvedHead, origin || window.location.origin);
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

function applyHead(head: ResolvedHead, origin: string): void {
  const { title } = head;
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
export function headHtml(head: ResolvedHead, origin: string): string {
  const { title } = head;
  const tags = [
    `<title>${escapeAttribute(title)}</title>`,
    `<meta name="description" content="${escapeAttribute(head.description)}" />`,
  ];
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  tags.push(`<meta property="og:site_name" content="${escapeAttribute(head.siteName)}" />`);
  for (const tag of socialCardMeta(head.card, origin)) {
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
