import type { MouseEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useColorTheme, type ThemeChoice } from './color-theme.js';
import { CssIcon, type CssIconName } from './css-icon.js';
import { urls } from './urls.js';

const CHOICES: ReadonlyArray<{ value: ThemeChoice; label: string; icon: CssIconName }> = [
  { value: 'light', label: 'Light theme', icon: 'sun' },
  { value: 'dark', label: 'Dark theme', icon: 'moon' },
  { value: 'system', label: 'System theme', icon: 'desktop' },
];

/**
 * Light / Dark / System: three toggle buttons (the chosen one pressed). With JavaScript a choice
 * applies at once; without, the form asks the server's theme switch, which sets the cookie and
 * comes back to this page.
 */
export function ThemeToggle() {
  const { choice, choose } = useColorTheme();
  const [location] = useLocation();
  const search = useSearch();
  const back = search ? `${location}?${search}` : location;
  const pick = (value: ThemeChoice) => (event: MouseEvent) => {
    event.preventDefault();
    choose(value);
  };
  return (
    <form className="theme-toggle" method="get" action={urls.themeSwitch()}>
      <input type="hidden" name="back" value={back} />
      <span className="theme-toggle-label" aria-hidden="true">
        Theme
      </span>
      <div className="theme-choices" role="group" aria-label="Colour theme">
        {CHOICES.map(({ value, label, icon }) => (
          <button
            key={value}
            className="theme-choice"
            type="submit"
            name="theme"
            value={value}
            aria-pressed={choice === value}
            title={label}
            onClick={pick(value)}
          >
            <CssIcon name={icon} size={20} />
            <span className="visually-hidden">{label}</span>
          </button>
        ))}
      </div>
    </form>
  );
}
