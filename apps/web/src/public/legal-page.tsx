import type { ReactNode } from 'react';
import { useHead } from '../ui/head.js';

interface LegalPageProps {
  /** The page's title and heading. */
  title: string;
  description: string;
  path: string;
  /** The line saying when the text last changed ("Last updated: April 7, 2025"). */
  lastUpdated: string;
  children: ReactNode;
}

/** "April 7, 2025" for a day (ISO 8601) in an interface language; in UTC, so the server and the browser agree. */
export function formatLongDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

/** The Privacy Policy and Terms of Service pages: a heading, the date they last changed, the text. */
export function LegalPage({ title, description, path, lastUpdated, children }: LegalPageProps) {
  useHead({ title, description, path });
  return (
    <div className="prose-page">
      <h1>{title}</h1>
      <p className="last-updated">{lastUpdated}</p>
      {children}
    </div>
  );
}
