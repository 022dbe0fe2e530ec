import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, SCRIPTS, isLanguageCode, type ScriptId } from '@bhakti/core';
import { i18nOf, type MessageKey, type MessageValues } from '../i18n/interface.js';
import { loadWholeInterface } from '../i18n/catalogue-loading.js';
import { viewNote } from './search-result-card.js';
import { ORIGINAL_SCRIPT } from './script-view.js';
import type { ViewWords } from './script-view.js';

/** The words of an interface language as the page has them, its catalogue loaded. */
function wordsOf(language: string, english: boolean): ViewWords {
  const i18n = i18nOf(language);
  const t = (key: MessageKey, values?: MessageValues) => i18n._(key, values);
  const name = (id: ScriptId) => (english ? SCRIPTS[id].label : t(`names.scripts.${id}`));
  return {
    t,
    language: (code) => (!isLanguageCode(code) ? code : english ? LANGUAGES[code].name : t(`names.languages.${code}`)),
    script: (id) =>
      id === ORIGINAL_SCRIPT
        ? t('reading.script.original', { script: name(id) })
        : id === 'roman'
          ? t('reading.script.simpleRoman')
          : name(id),
    transliteration: t('reading.view.transliteration'),
  };
}

describe('viewNote', () => {
  beforeAll(() => Promise.all([loadWholeInterface('en'), loadWholeInterface('hi')]));

  it('says where a result opens when the query asked for a view', () => {
    const words = wordsOf('en', true);
    expect(viewNote(words, { language: 'te', script: null, beside: null })).toBe('Opens in Telugu.');
    expect(viewNote(words, { language: 'hi', script: 'telugu', beside: null })).toBe('Opens in Telugu script.');
    expect(viewNote(words, { language: 'sa', script: 'roman', beside: null })).toBe('Opens in Simple Roman.');
    expect(viewNote(words, { language: 'sa', script: 'iast', beside: null })).toBe('Opens in IAST script.');
    expect(viewNote(words, { language: 'sa', script: null, beside: 'en' })).toBe(
      'Opens in Sanskrit, with English beside it.',
    );
  });

  it('says it in the interface’s language', () => {
    const words = wordsOf('hi', false);
    const note = viewNote(words, { language: 'hi', script: 'telugu', beside: 'en' });
    expect(note).not.toMatch(/[A-Za-z]/);
    expect(note).toContain(words.t('names.scripts.telugu'));
  });
});
