import type { MouseEvent } from 'react';
import { useAddress } from './use-address.js';
import { interfacePath } from '@bhakti/core';
import { useInterfaceLanguage, useT, type MessageKey } from '../i18n/interface.js';
import { useColorTheme, type ThemeChoice } from './color-theme.js';
import { CssIcon, type CssIconName } from './css-icon.js';
import { urls } from './urls.js';

const CHOICES: ReadonlyArray<{ value: ThemeChoice; label: MessageKey; icon: CssIconName }> = [
  { value: 'light', label: 'theme.light', icon: 'sun' },
  { value: 'dark', label: 'theme.dark', icon: 'moon' },
  { value: 'system', label: 'theme.system', icon: 'desktop' },
];

/**
 * Light / Dark / System: three toggle buttons (the chosen one pressed). With JavaScript a choice
 * applies at once; without, the form asks the server's theme switch, which sets the cookie and
 * comes back to this page.
 */
export function ThemeToggle() {
  const { choice, choose } = useColorTheme();
  const t = useT();
  // The location is within the interface's prefix; the server's switch sends the reader back to the whole path.
  const back = interfacePath(useInterfaceLanguage(), useAddress());
  const pick = (value: ThemeChoice) => (event: MouseEvent) => {
    event.preventDefault();
    choose(value);
  };
  return (
    <form className="theme-toggle" method="get" action={urls.themeSwitch()}>
      <input type="hidden" name="back" value={back} />
      <span className="theme-toggle-label" aria-hidden="true">
        {t('theme.label')}
      </span>
      <div className="theme-choices" role="group" aria-label={t('theme.choices')}>
        {CHOICES.map(({ value, label, icon }) => (
          <button
            key={value}
            className="theme-choice"
            type="submit"
            name="theme"
            value={value}
            aria-pressed={choice === value}
            title={t(label)}
            onClick={pick(value)}
          >
            <CssIcon name={icon} size={20} />
            <span className="visually-hidden">{t(label)}</span>
          </button>
        ))}
      </div>
    </form>
  );
}
