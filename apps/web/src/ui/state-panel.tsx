import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { urls } from './urls.js';
import { useT } from '../i18n/interface.js';

interface StatePanelProps {
  title: string;
  message: ReactNode;
  /** The heading level: 1 when the panel is the whole page. */
  level?: 1 | 2;
  homeLink?: boolean;
  children?: ReactNode;
  testId?: string;
}

/** The not-found, error and empty states: a heading, a sentence and the way back home. */
export function StatePanel({ title, message, level = 2, homeLink = true, children, testId }: StatePanelProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const headingId = useId();
  const t = useT();
  return (
    <section className="state-panel" data-testid={testId} aria-labelledby={headingId}>
      <Heading id={headingId} className="state-title">
        {title}
      </Heading>
      <p className="state-message">{message}</p>
      {children}
      {homeLink ? (
        <Link href={urls.home()} className="button button-primary">
          {t('states.returnHome')}
        </Link>
      ) : null}
    </section>
  );
}
