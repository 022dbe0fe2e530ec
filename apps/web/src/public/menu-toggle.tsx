import type { CSSProperties } from 'react';
import { useT } from '../i18n/interface.js';

/**
 * Mantine's class names for its Burger (size sm) and the button under it: the header's menu
 * toggle is a plain button with Mantine's markup and styles (Burger.css, UnstyledButton.css),
 * so the reading page's first load carries neither Mantine's provider nor its component code.
 * menu-toggle.test.tsx proves the markup is still what Mantine's Burger renders.
 */
const ROOT_CLASS =
  'mantine-focus-auto menu-toggle m_fea6bf1a mantine-Burger-root m_87cf2631 mantine-UnstyledButton-root';
const LINES_CLASS = 'm_d4fb9cad mantine-Burger-burger';

interface MenuToggleProps {
  opened: boolean;
  onClick(): void;
  /** The id of the menu it opens. */
  controls: string;
}

/** The header's menu button on small screens: three lines, a cross while the menu is open. */
export function MenuToggle({ opened, onClick, controls }: MenuToggleProps) {
  const t = useT();
  return (
    <button
      style={{ '--burger-size': 'var(--burger-size-sm)' } as CSSProperties}
      className={ROOT_CLASS}
      data-size="sm"
      type="button"
      onClick={onClick}
      aria-label={t(opened ? 'header.closeMenu' : 'header.openMenu')}
      aria-expanded={opened}
      aria-controls={controls}
    >
      <div className={LINES_CLASS} data-reduce-motion="true" data-opened={opened || undefined} />
    </button>
  );
}
