import { Link } from 'wouter';
import type { TextListItem } from './api.js';
import { CategoryBadge, useSingularCategory } from './category-badge.js';
import { LanguageChips } from './language-chips.js';
import { contentLang, languageOfLine } from './content-language.js';
import { urls } from './urls.js';
import { useT } from '../i18n/interface.js';

interface TextCardProps {
  text: TextListItem;
  /** The sentence shown when the text has neither a first line nor a description. */
  fallback: string;
  headingLevel?: 2 | 3;
  /** Language chips linking to the text in each language (category and deity pages). */
  showLanguages?: boolean;
}

/** One text in a grid: title, category badge, first line, languages and the way in. */
export function TextCard({ text, fallback, headingLevel = 3, showLanguages = false }: TextCardProps) {
  const t = useT();
  const singular = useSingularCategory();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card text-card">
      <Heading className="card-title" lang={contentLang(text.title)}>
        <Link href={urls.text(text.slug)}>{text.title}</Link>
      </Heading>
      <CategoryBadge type={text.categoryType} label={singular(text.categoryType, text.categoryName)} />
      {text.firstLine ? (
        <p className="card-first-line" lang={languageOfLine(text.firstLine, text.availableLanguages)}>
          {text.firstLine}
        </p>
      ) : text.description ? (
        <p className="card-text" lang={contentLang(text.description)}>
          {text.description}
        </p>
      ) : (
        <p className="card-text">{fallback}</p>
      )}
      {showLanguages ? (
        <LanguageChips
          languages={text.availableLanguages}
          slug={text.slug}
          label={t('browse.card.readIn', { title: text.title })}
        />
      ) : null}
      <Link href={urls.text(text.slug)} className="button button-primary card-action">
        {t('browse.card.readFull')}
        <span className="visually-hidden">
          : <span lang={contentLang(text.title)}>{text.title}</span>
        </span>
      </Link>
    </article>
  );
}

/** The cards of a category's, a deity's or a letter's texts: with language chips, and the category's fallback sentence. */
export function ListingCards({ texts, headingLevel }: { texts: readonly TextListItem[]; headingLevel?: 2 | 3 }) {
  const t = useT();
  const singular = useSingularCategory();
  return (
    <div className="card-grid">
      {texts.map((text) => (
        <TextCard
          key={text.id}
          text={text}
          headingLevel={headingLevel}
          showLanguages
          fallback={t('browse.card.fallback', { category: singular(text.categoryType, text.categoryName) })}
        />
      ))}
    </div>
  );
}
