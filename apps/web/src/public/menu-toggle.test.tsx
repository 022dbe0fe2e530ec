import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Burger } from '@mantine/core';
import { MantineScope } from '../ui/mantine-scope.js';
import { MenuToggle } from './menu-toggle.js';

describe('the menu toggle', () => {
  it.each([false, true])('is the markup of Mantine’s Burger (opened: %s)', (opened) => {
    const burger = renderToStaticMarkup(
      <MantineScope>
        <Burger
          className="menu-toggle"
          opened={opened}
          aria-label={opened ? 'Close menu' : 'Open menu'}
          aria-expanded={opened}
          aria-controls="site-nav"
          size="sm"
        />
      </MantineScope>,
    );
    const toggle = renderToStaticMarkup(<MenuToggle opened={opened} onClick={() => undefined} controls="site-nav" />);
    expect(toggle).toBe(burger);
    expect(toggle).toContain(`aria-label="${opened ? 'Close menu' : 'Open menu'}" aria-expanded="${opened}"`);
  });
});
