import { createContext, useContext } from 'react';

/** Facts fixed for one page view, the same on the server and in the browser that hydrates it. */
export interface Site {
  /** Scheme and host of the site (PUBLIC_URL, else the request's host): canonical and share links. */
  origin: string;
  /** When the page was rendered (ISO 8601): the footer year and the terms' date. */
  renderedAt: string;
  /** The interface language (ADR 034): `en` at the root, another under its prefix (`/hi/…`). */
  language: string;
  /**
   * Another interface language the reader's browser prefers, offered on an English page, with
   * the offer in that language's words (ADR 034).
   */
  offer?: { language: string; message: string; accept: string };
}

export const SiteContext = createContext<Site>({ origin: '', renderedAt: new Date(0).toISOString(), language: 'en' });

export const useSite = () => useContext(SiteContext);

export const SITE_NAME = 'Bhakti Sangrah';
