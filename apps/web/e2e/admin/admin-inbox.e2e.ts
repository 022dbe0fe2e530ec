import { readFileSync } from 'node:fs';
import { expect, test } from './support/admin-fixtures.js';

/** 'Jan 5, 2025 1:30 PM' (docs/product.md). */
const DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)$/;

/** A tRPC answer for a mocked query. */
const trpcData = (data: unknown) => ({
  status: 200,
  contentType: 'application/json',
  body: JSON.stringify({ result: { data } }),
});
const trpcError = (message: string) => ({
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({
    error: { message, code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } },
  }),
});

test.describe('contact submissions and newsletter subscribers', () => {
  test('shows a message sent through the public contact form, as text, and exports subscribers as CSV', async ({
    portal,
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const email = `sita.${stamp}@example.org`;
    const subject = `Please add Tiruppavai ${stamp}`;
    const message = 'Namaste,\nplease add it. <img src=x onerror=alert(1)> Thank you.';

    await page.goto('/contact');
    // The button works before the page's script runs too (it then posts the form): wait for the script.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Sita Devi');
    await page.getByRole('textbox', { name: /^Email/ }).fill(email);
    await page.getByRole('textbox', { name: /^Subject/ }).fill(subject);
    await page.getByRole('textbox', { name: /^Message/ }).fill(message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await portal.expectToast('Message sent!');

    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await portal.expectToast('Subscription successful');

    await portal.enter();
    await portal.openTab('Contact Submissions');
    const row = page.getByRole('table', { name: 'Contact submissions' }).getByRole('row').filter({ hasText: subject });
    await expect(row).toHaveCount(1);
    const cells = row.getByRole('cell');
    await expect(cells.nth(1)).toHaveText(DATE);
    await expect(cells.nth(2)).toHaveText('Sita Devi');
    await expect(row.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(cells.nth(5)).toContainText('<img src=x onerror=alert(1)>');
    await expect(cells.nth(5).locator('img')).toHaveCount(0);

    const subscribers = page.getByRole('table', { name: 'Newsletter subscribers' });
    await expect(subscribers.getByRole('row').filter({ hasText: email })).toHaveCount(1);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('newsletter-subscribers.csv');
    const csv = readFileSync(await file.path(), 'utf8');
    expect(csv).toMatch(/^id,email,createdAt\r\n/);
    expect(csv).toContain(`"${email}"`);
  });

  test('says when there are no messages, and retries a failed load once before saying why', async ({
    portal,
    page,
  }) => {
    await portal.enter();
    await page.route('**/trpc/admin.inbox.contactSubmissions*', (route) => route.fulfill(trpcData([])));
    await portal.openTab('Contact Submissions');
    await expect(page.getByText('No contact form submissions yet.')).toBeVisible();

    await portal.openTab('Help & Format');
    await page.unroute('**/trpc/admin.inbox.contactSubmissions*');
    let calls = 0;
    await page.route('**/trpc/admin.inbox.contactSubmissions*', (route) => {
      calls += 1;
      return route.fulfill(trpcError('The database is resting'));
    });
    // The empty list was cached: a new portal session asks again.
    await page.reload();
    await portal.openTab('Contact Submissions');
    await expect(page.getByRole('alert').filter({ hasText: 'Error loading contact submissions' })).toHaveText(
      'Error loading contact submissions: The database is resting',
    );
    expect(calls).toBe(2);
  });
});

test.describe('help and format', () => {
  test('documents the batch format with an example that copies to the clipboard', async ({ portal, page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await portal.enter();
    await portal.openTab('Help & Format');
    const help = page.getByRole('tabpanel', { name: 'Help & Format' });
    for (const field of [
      'title',
      'slug',
      'categoryId',
      'deityId',
      'contents[].languageCode',
      'contents[].isTransliteration',
    ]) {
      await expect(help.getByRole('table', { name: 'Fields of a text' })).toContainText(field);
    }
    await expect(help).toContainText('Manage Content');
    await expect(help.getByRole('listitem').filter({ hasText: 'Sanskrit' })).toContainText('sa');

    await help.getByRole('button', { name: 'Copy' }).click();
    await expect(help.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await help.getByTestId('batch-example').textContent());
    const example = JSON.parse(copied) as Array<{ categoryId: number; contents: unknown[] }>;
    expect(example[0]!.contents).toHaveLength(2);
  });
});
