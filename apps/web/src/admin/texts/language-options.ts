import { LANGUAGES, LANGUAGE_CODES } from '@bhakti/core';

/** 'Hindi (हिन्दी)': every supported language, for selects and checkboxes. */
export const languageLabel = (code: (typeof LANGUAGE_CODES)[number]) => {
  const language = LANGUAGES[code];
  return language.nativeName === language.name ? language.name : `${language.name} (${language.nativeName})`;
};

export const LANGUAGE_OPTIONS = LANGUAGE_CODES.map((code) => ({ value: code, label: languageLabel(code) }));
