import type { ReactNode } from 'react';
import { useHead } from '../ui/head.js';

interface LegalPageProps {
  /** The page's title and heading. */
  title: string;
  description: string;
  path: string;
  lastUpdated: string;
  children: ReactNode;
}

/** The Privacy Policy and Terms of Service pages: a heading, the date they last changed, the text. */
export function LegalPage({ title, description, path, lastUpdated, children }: LegalPageProps) {
  useHead({ title, description, path });
  return (
    <div className="prose-page">
      <h1>{title}</h1>
      <p className="last-updated">Last updated: {lastUpdated}</p>
      {children}
    </div>
  );
}
