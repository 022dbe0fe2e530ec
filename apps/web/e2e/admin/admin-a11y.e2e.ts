import { ADMIN, expect, test } from './support/admin-fixtures.js';
import { axeEveryPortalTab, portalAxeProblems } from './support/axe.js';

test.describe('the portal is usable with a keyboard and a screen reader', () => {
  test('axe finds no serious problem on the login card with its error banner', async ({ portal, page }) => {
    await portal.open();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByTestId('login-error')).toBeVisible();
    expect(await portalAxeProblems(page)).toEqual([]);
  });

  test('axe finds no serious problem in the text form with its problems shown, or in an AI dialog', async ({
    portal,
    page,
  }) => {
    await portal.enter();
    await page.getByRole('button', { name: 'Save Devotional Text' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    expect(await portalAxeProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'AI Assist' }).click();
    await page.getByRole('menuitem', { name: 'Verify & Fix' }).click();
    await expect(portal.dialog('Verify & Fix Content')).toBeVisible();
    expect(await portalAxeProblems(page)).toEqual([]);
    await portal.dialog('Verify & Fix Content').getByRole('button', { name: 'Cancel' }).click();

    await portal.field(/^Title/).fill('Unsaved');
    await portal.tab('Batch Import').click();
    await expect(portal.dialog('Discard unsaved changes?')).toBeVisible();
    expect(await portalAxeProblems(page)).toEqual([]);
  });

  axeEveryPortalTab();

  test('the login and the tabs work from the keyboard, with a visible focus ring', async ({ portal, page }) => {
    await portal.open();
    await portal.field(/^Username/).focus();
    await page.keyboard.type(ADMIN.username);
    await page.keyboard.press('Tab');
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press('Enter');
    await expect(portal.tab('Single Text Import')).toHaveAttribute('aria-selected', 'true');

    await portal.tab('Single Text Import').focus();
    await page.keyboard.press('ArrowRight');
    await expect(portal.tab('Batch Import')).toBeFocused();
    await expect(portal.tab('Batch Import')).toHaveAttribute('aria-selected', 'true');
    const ring = await portal.tab('Batch Import').evaluate((element) => {
      const style = getComputedStyle(element);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    });
    expect(ring).toBe(true);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Texts as JSON' })).toBeFocused();
  });
});
