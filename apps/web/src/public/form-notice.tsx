import { useEffect, useId, useRef, type ReactNode } from 'react';

interface FormNoticeProps {
  variant: 'success' | 'error';
  title: string;
  children: ReactNode;
  /** Move focus to the notice when it appears (after a send on this page, not on arrival). */
  focus?: boolean;
}

/**
 * What came of a form's send, on the page itself: what a form posted without JavaScript shows
 * in place of the toast, and the report form's lasting thank-you.
 */
export function FormNotice({ variant, title, children, focus = false }: FormNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div
      ref={ref}
      className="form-notice"
      data-variant={variant}
      role={variant === 'error' ? 'alert' : 'status'}
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <p className="form-notice-title" id={titleId}>
        {title}
      </p>
      <p className="form-notice-message">{children}</p>
    </div>
  );
}
