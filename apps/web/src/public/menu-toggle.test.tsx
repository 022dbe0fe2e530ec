import { beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Burger } from '@mantine/core';
import { InterfaceProvider, loadInterfaceChunk } from '../i18n/interface.js';
import { MantineScope } from '../ui/mantine-scope.js';
import { MenuToggle } from './menu-toggle.js';

const toggleIn = (language: string, opened: boolean) =>
  renderToStaticMarkup(
    <InterfaceProvider language={language}>
      <MenuToggle opened={opened} onClick={() => undefined} controls="site-nav" />
    </InterfaceProvider>,
  );

describe('the menu toggle', () => {
  beforeAll(() => Promise.all([loadInterfaceChunk('en'), loadInterfaceChunk('hi')]));

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
    const toggle = toggleIn('en', opened);
    expect(toggle).toBe(burger);
    expect(toggle).toContain(`aria-label="${opened ? 'Close menu' : 'Open menu'}" aria-expanded="${opened}"`);
  });

  it('is named in the interface’s language', () => {
    expect(toggleIn('hi', false)).toContain('aria-label="मेन्यू खोलें"');
    expect(toggleIn('hi', true)).toContain('aria-label="मेन्यू बंद करें"');
  });
});
