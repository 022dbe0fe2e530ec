import { ADMIN, ADMIN_TAB_LABELS, AdminApi, expect, test } from './support/admin-fixtures.js';

test.describe('admin login and session', () => {
  test('logs in through the card, keeps the token across a reload, and logs out', async ({ portal, page }) => {
    await portal.open();
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();

    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByTestId('login-error')).toContainText('Username and password are required');

    await portal.login(ADMIN.username, 'not the password');
    await expect(page.getByTestId('login-error')).toContainText('Invalid username or password');

    await portal.login();
    await portal.expectToast('Welcome', "You've successfully logged in to the admin portal.");
    await expect(page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab')).toHaveText([
      ...ADMIN_TAB_LABELS,
    ]);
    await expect(portal.tab('Single Text Import')).toHaveAttribute('aria-selected', 'true');
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('auth_token')));
    expect(stored).toEqual(['bhakti_sangrah_auth_token']);

    await page.reload();
    await expect(portal.tab('Single Text Import')).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await portal.expectToast('Logged out');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('bhakti_sangrah_auth_token'))).toBeNull();
  });

  test('shows "Logging in..." while the login runs', async ({ portal, page }) => {
    await portal.open();
    await page.route('**/trpc/admin.auth.login*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await portal.login();
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await expect(portal.tab('Single Text Import')).toBeVisible();
  });

  test('a 401 from any call clears the token and brings the login card back', async ({ portal, page }) => {
    await portal.enter();
    await page.evaluate(() => localStorage.setItem('bhakti_sangrah_auth_token', 'forged-token-0000000000000000'));
    await page.reload();
    // The stored token opens the portal; its first call answers 401.
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByTestId('login-error')).toContainText('Your session has expired');
    expect(await page.evaluate(() => localStorage.getItem('bhakti_sangrah_auth_token'))).toBeNull();
  });

  test('a locked-out username is told how long to wait', async ({ portal, page }) => {
    await portal.open();
    const username = `locked-${Date.now()}`;
    for (let attempt = 0; attempt < 5; attempt++) {
      await portal.login(username, `wrong ${attempt}`);
      await expect(page.getByTestId('login-error')).toContainText('Invalid username or password');
      await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
    }
    await portal.login(username, 'wrong again');
    const banner = page.getByTestId('login-error');
    await expect(banner).toContainText('Too many failed logins');
    await expect(banner).toContainText(/You can try again in 1[0-5] minutes\./);
  });

  test('on a small screen the tabs are a vertical list of buttons', async ({ portal, page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await portal.enter();
    const tablist = page.getByRole('tablist', { name: 'Admin sections' });
    await expect(tablist).toHaveAttribute('aria-orientation', 'vertical');
    const first = await portal.tab('Single Text Import').boundingBox();
    const second = await portal.tab('Batch Import').boundingBox();
    expect(second!.y).toBeGreaterThan(first!.y);
    await portal.openTab('Manage Content');
    await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('texts');
  });
});

test.describe('account settings', () => {
  test('checks the form, refuses a wrong current password, changes it and logs in with the new one', async ({
    portal,
    page,
  }) => {
    const newPassword = 'a fresh portal password';
    await portal.enter();
    await portal.openTab('Account Settings');
    const form = page.getByRole('form', { name: 'Change password' });
    const submit = form.getByRole('button', { name: 'Change Password' });
    const alert = form.getByRole('alert');
    await expect(form).toContainText('at least 8 characters');

    await submit.click();
    await expect(alert).toContainText('All fields are required');
    await portal.field(/^Current password/).fill(ADMIN.password);
    await portal.field(/^New password/).fill('short');
    await portal.field(/^Confirm new password/).fill('shorter');
    await submit.click();
    await expect(alert).toContainText('New password and confirmation do not match');
    await portal.field(/^Confirm new password/).fill('short');
    await submit.click();
    await expect(alert).toContainText('New password must be at least 8 characters long');

    await portal.field(/^Current password/).fill('not my password');
    await portal.field(/^New password/).fill(newPassword);
    await portal.field(/^Confirm new password/).fill(newPassword);
    await submit.click();
    await expect(alert).toContainText('Failed to change password');
    await portal.expectToast('Failed to change password', 'Current password is incorrect');

    await portal.field(/^Current password/).fill(ADMIN.password);
    await submit.click();
    await portal.expectToast('Success', 'Your password has been changed successfully');
    try {
      await expect(portal.field(/^New password/)).toHaveValue('');
      await page.getByRole('button', { name: 'Logout' }).click();
      await portal.expectToast('Logged out');
      await portal.login(ADMIN.username, ADMIN.password);
      await expect(page.getByTestId('login-error')).toContainText('Invalid username or password');
      await portal.login(ADMIN.username, newPassword);
      await expect(portal.tab('Single Text Import')).toBeVisible();
    } finally {
      // Other tests on this server log in with the first password: put it back.
      const api = await AdminApi.login(page.request, newPassword);
      const restored = await api.post('/api/admin/auth/change-password', {
        currentPassword: newPassword,
        newPassword: ADMIN.password,
      });
      expect(restored.status).toBe(200);
    }
  });
});
