import type { MouseEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useColorTheme, type ThemeChoice } from './color-theme.js';
import { urls } from './urls.js';

const CHOICES: ReadonlyArray<{ value: ThemeChoice; label: string; Icon: typeof IconSun }> = [
  { value: 'light', label: 'Light theme', Icon: IconSun },
  { value: 'dark', label: 'Dark theme', Icon: IconMoon },
  { value: 'system', label: 'System theme', Icon: IconDeviceDesktop },
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
        {CHOICES.map(({ value, label, Icon }) => (
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
            <Icon size={20} aria-hidden="true" />
            <span className="visually-hidden">{label}</span>
          </button>
        ))}
      </div>
    </form>
  );
}
