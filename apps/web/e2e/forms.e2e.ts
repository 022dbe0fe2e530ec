import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './support/fixtures.js';

const region = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const toasts = (page: Page) => region(page).locator('li.toast');

test.describe('contact form (docs/product.md)', () => {
  test('validates on submit, then again on every change', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
    await expect(page.getByText('For urgent matters, please say so in the subject line.')).toBeVisible();
    await hydrated(page);
    const name = page.getByRole('textbox', { name: 'Name' });
    const email = page.getByRole('textbox', { name: 'Email' });
    const subject = page.getByRole('textbox', { name: 'Subject' });
    const message = page.getByRole('textbox', { name: 'Message' });
    expect(await message.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThanOrEqual(150);

    await name.fill('A');
    await expect(page.getByText('Name must be at least 2 characters.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name must be at least 2 characters.')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Subject must be at least 5 characters.')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters.')).toBeVisible();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    await name.fill('Asha');
    await expect(page.getByText('Name must be at least 2 characters.')).toHaveCount(0);
    await email.fill('asha@');
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await email.fill('asha@example.org');
    await expect(page.getByText('Please enter a valid email address.')).toHaveCount(0);
    await subject.fill('Hi');
    await expect(page.getByText('Subject must be at least 5 characters.')).toBeVisible();
    await subject.fill('A correction');
    await message.fill('Too short');
    await expect(page.getByText('Message must be at least 10 characters.')).toBeVisible();
    await message.fill('Verse 3 of the Hanuman Chalisa has a typo.');
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  });

  test("sends, shows 'Sending...', resets and thanks the sender", async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/trpc/contact.submit**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('textbox', { name: 'Name' }).fill('Asha Rao');
    await page.getByRole('textbox', { name: 'Email' }).fill('asha@example.org');
    await page.getByRole('textbox', { name: 'Subject' }).fill('Please add the Ram Raksha Stotram');
    await page.getByRole('textbox', { name: 'Message' }).fill('It is recited daily in our family. Thank you!');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    release();
    await expect(toasts(page)).toContainText('Message sent!');
    await expect(toasts(page)).toContainText("Thank you for contacting us. We'll respond as soon as possible.");
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  test('a failure keeps the message and says what went wrong', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    await page.route('**/trpc/contact.submit**', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify([
          {
            error: {
              message: 'Too many messages from this address. Please try again later.',
              code: -32029,
              data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 },
            },
          },
        ]),
      }),
    );
    await page.getByRole('textbox', { name: 'Name' }).fill('Asha Rao');
    await page.getByRole('textbox', { name: 'Email' }).fill('asha@example.org');
    await page.getByRole('textbox', { name: 'Subject' }).fill('A question');
    await page.getByRole('textbox', { name: 'Message' }).fill('Where can I find the Shiva Tandava Stotram?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toast = toasts(page);
    await expect(toast.getByRole('alert')).toBeVisible();
    await expect(toast).toContainText('Error sending message');
    await expect(toast).toContainText('Too many messages from this address. Please try again later.');
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Rao');
  });
});

test.describe('newsletter (docs/product.md)', () => {
  test("an empty address: 'Email required'", async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const newsletter = page.locator('#newsletter');
    await newsletter.getByRole('textbox', { name: 'Email address' }).fill('   ');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toasts(page)).toContainText('Email required');
    await expect(toasts(page)).toContainText('Please enter your email address.');
  });

  test("subscribing: 'Subscribing...', then success and a cleared field", async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/trpc/newsletter.subscribe**', async (route) => {
      await held;
      await route.continue();
    });
    const newsletter = page.locator('#newsletter');
    const input = newsletter.getByRole('textbox', { name: 'Email address' });
    await input.fill('reader@example.org');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(newsletter.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    await expect(input).toBeDisabled();
    release();
    await expect(toasts(page)).toContainText('Subscription successful');
    await expect(toasts(page)).toContainText("You've been added to our newsletter.");
    await expect(input).toHaveValue('');
  });

  test("a refused address: 'Subscription failed' with the reason", async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    await page.getByRole('link', { name: 'Subscribe to Updates' }).click();
    await expect(page).toHaveURL(/#newsletter$/);
    const newsletter = page.locator('#newsletter');
    await newsletter.getByRole('textbox', { name: 'Email address' }).fill('reader@localhost');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toasts(page).getByRole('alert')).toBeVisible();
    await expect(toasts(page)).toContainText('Subscription failed');
    await expect(newsletter.getByRole('textbox', { name: 'Email address' })).toHaveValue('reader@localhost');
  });
});

test.describe('toasts (docs/product.md)', () => {
  test('one at a time; F8 reaches them; the close button and a 50 px swipe dismiss them', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const subscribe = page.locator('#newsletter').getByRole('button', { name: 'Subscribe' });
    await subscribe.click();
    await subscribe.click();
    await subscribe.click();
    await expect(toasts(page)).toHaveCount(1);

    await page.keyboard.press('F8');
    await expect(region(page)).toBeFocused();

    await region(page).getByRole('button', { name: 'Close notification' }).click();
    await expect(toasts(page)).toHaveCount(0);

    await subscribe.click();
    const box = (await toasts(page).boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 50, y, { steps: 4 });
    await page.mouse.up();
    await expect(toasts(page)).toHaveCount(1);
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 90, y, { steps: 6 });
    await page.mouse.up();
    await expect(toasts(page)).toHaveCount(0);
  });

  test('a toast closes by itself after 5 seconds', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    // Timed inside the page: when the toast appeared and when it went.
    await page.evaluate(() => {
      const times: Array<[number, number]> = [];
      (window as unknown as { toastTimes: typeof times }).toastTimes = times;
      const list = document.querySelector('.toast-list')!;
      new MutationObserver(() => times.push([performance.now(), list.children.length])).observe(list, {
        childList: true,
      });
    });
    // The keyboard, so that no pointer rests on the toast (hovering pauses it).
    await page.locator('#newsletter').getByRole('textbox', { name: 'Email address' }).press('Enter');
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toHaveCount(0, { timeout: 15_000 });
    const times = await page.evaluate(() => (window as unknown as { toastTimes: Array<[number, number]> }).toastTimes);
    const shown = times.find(([, count]) => count === 1)![0];
    const gone = times.find(([at, count]) => count === 0 && at > shown)![0];
    expect(gone - shown).toBeGreaterThanOrEqual(4_950);
    expect(gone - shown).toBeLessThan(8_000);
  });
});
