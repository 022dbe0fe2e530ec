import { Link } from 'wouter';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { FullText } from '../ui/api.js';
import { urls } from '../ui/urls.js';
import { useCategoryNames } from '../i18n/category-names.js';
import { useT } from '../i18n/interface.js';

/** The texts before and after this one in its category. */
export function PrevNext({ text }: { text: FullText }) {
  const t = useT();
  const category = useCategoryNames().name({ type: text.categoryType, name: text.categoryName });
  if (!text.prevText && !text.nextText) return null;
  return (
    <nav className="prev-next" aria-label={t('reading.prevNext.label', { category })}>
      {text.prevText ? (
        <Link href={urls.text(text.prevText.slug)} className="prev" rel="prev">
          <IconChevronLeft size={18} aria-hidden="true" />
          <span>
            <span className="prev-next-label">{t('reading.prevNext.previous')}</span>
            <span className="prev-next-title" lang="en">
              {text.prevText.title}
            </span>
          </span>
        </Link>
      ) : (
        <span />
      )}
      {text.nextText ? (
        <Link href={urls.text(text.nextText.slug)} className="next" rel="next">
          <span>
            <span className="prev-next-label">{t('reading.prevNext.next')}</span>
            <span className="prev-next-title" lang="en">
              {text.nextText.title}
            </span>
          </span>
          <IconChevronRight size={18} aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  );
}
