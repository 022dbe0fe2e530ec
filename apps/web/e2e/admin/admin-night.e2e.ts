import { mkdirSync } from 'node:fs';
import { expect, test } from './support/admin-fixtures.js';
import { axeEveryPortalTab, portalAxeProblems } from './support/axe.js';

// The portal follows the site's theme (docs/decisions/023) with Mantine's own dark styles.
const ARTIFACTS = new URL('../../test-results/screenshots/', import.meta.url);

test.describe('the portal in dark', () => {
  test.use({ colorScheme: 'dark' });

  test('axe finds no serious problem on the login card with its error banner', async ({ portal, page }) => {
    await portal.open();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByTestId('login-error')).toBeVisible();
    expect(await portalAxeProblems(page)).toEqual([]);
  });

  test('axe finds no serious problem in the text form with its problems shown', async ({ portal, page }) => {
    await portal.enter();
    await page.getByRole('button', { name: 'Save Devotional Text' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    expect(await portalAxeProblems(page)).toEqual([]);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: new URL('night-admin-dark-1280.png', ARTIFACTS).pathname });
  });

  axeEveryPortalTab();
});
