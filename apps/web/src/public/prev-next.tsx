import { Link } from 'wouter';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { FullText } from '../ui/api.js';
import { urls } from '../ui/urls.js';

/** The texts before and after this one in its category. */
export function PrevNext({ text }: { text: FullText }) {
  if (!text.prevText && !text.nextText) return null;
  return (
    <nav className="prev-next" aria-label={`More ${text.categoryName}`}>
      {text.prevText ? (
        <Link href={urls.text(text.prevText.slug)} className="prev" rel="prev">
          <IconChevronLeft size={18} aria-hidden="true" />
          <span>
            <span className="prev-next-label">Previous</span>
            <span className="prev-next-title">{text.prevText.title}</span>
          </span>
        </Link>
      ) : (
        <span />
      )}
      {text.nextText ? (
        <Link href={urls.text(text.nextText.slug)} className="next" rel="next">
          <span>
            <span className="prev-next-label">Next</span>
            <span className="prev-next-title">{text.nextText.title}</span>
          </span>
          <IconChevronRight size={18} aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  );
}
