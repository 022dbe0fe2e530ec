import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { seriousViolations } from './support/axe.js';
import { expect, hydrated, test } from './support/fixtures.js';

const ARTIFACTS = new URL('../test-results/screenshots/', import.meta.url);
const REPORT_URL = '/texts/hanuman-chalisa/report?language=hi&script=telugu&verse=2';
const THANKS = 'Thank you! Your report has been sent to our editors.';

const problemField = (page: Page) => page.getByRole('textbox', { name: /^What is wrong\?/ });
const suggestionField = (page: Page) => page.getByRole('textbox', { name: 'Suggested wording (optional)' });

/** A page in a browser context where scripts never run: the forms post the ordinary way. */
async function withoutScripts(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.BASE_URL, javaScriptEnabled: false });
  return context.newPage();
}

test.describe('report a mistake (docs/product.md)', () => {
  test('shows the verse as it was read, in its language and script, and checks the form before sending', async ({
    page,
  }) => {
    await page.goto(REPORT_URL);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Report a mistake');
    await expect(page.getByText('Hanuman Chalisa', { exact: true }).first()).toBeVisible();
    const verse = page.locator('.report-verse');
    await expect(verse.locator('figcaption')).toHaveText('Verse 2 · Hindi, shown in Telugu');
    await expect(verse.locator('.verse')).toHaveAttribute('lang', 'hi-Telu');
    await expect(verse.locator('.verse')).toContainText('బుద్ధిహీన');
    await expect(page.getByRole('link', { name: '← Back to Hanuman Chalisa' })).toHaveAttribute(
      'href',
      '/texts/hanuman-chalisa?language=hi&script=telugu#v2',
    );
    await hydrated(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Send Report' }).click();
    await expect(page.getByText('Please say what is wrong.')).toBeVisible();
    await expect(problemField(page)).toBeFocused();
    await expect(problemField(page)).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('sends a report with JavaScript and thanks the reader, with the way back to the verse', async ({ page }) => {
    await page.goto('/texts/hanuman-chalisa/report?language=en&view=transliteration&verse=1');
    await hydrated(page);
    await expect(page.locator('.report-verse figcaption')).toHaveText('Verse 1 · English Transliteration');
    await problemField(page).fill('"Shri Guru" is spelt "Shree Guru" elsewhere.');
    await page.getByRole('button', { name: 'Send Report' }).click();
    const thanks = page.getByRole('status').filter({ hasText: THANKS });
    await expect(thanks).toBeVisible();
    await expect(thanks.getByRole('link', { name: 'Back to the text' })).toHaveAttribute(
      'href',
      '/texts/hanuman-chalisa?language=en&view=transliteration#v1',
    );
  });

  test('the report page and form at 360 and 1280 px', async ({ page }) => {
    mkdirSync(ARTIFACTS, { recursive: true });
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(REPORT_URL);
      await hydrated(page);
      await page.getByRole('button', { name: 'Send Report' }).click();
      await expect(page.getByText('Please say what is wrong.')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: new URL(`report-${width}px.png`, ARTIFACTS).pathname, fullPage: true });
    }
  });
});

test.describe('forms without JavaScript', () => {
  test('the report form posts to its page: field errors with the typed words kept, then the thanks', async ({
    browser,
  }) => {
    const page = await withoutScripts(browser);
    await page.goto(REPORT_URL);
    await expect(page.getByRole('button', { name: 'Send Report' })).toBeEnabled();
    await suggestionField(page).fill('బుద్ధిహీన తను జానికై');
    await page.getByRole('button', { name: 'Send Report' }).click();
    await expect(page).toHaveURL(new RegExp(`${REPORT_URL.replace(/[?]/g, '\\?')}$`));
    await expect(page.getByText('Please say what is wrong.')).toBeVisible();
    await expect(suggestionField(page)).toHaveValue('బుద్ధిహీన తను జానికై');
    await expect(page.locator('.report-verse figcaption')).toHaveText('Verse 2 · Hindi, shown in Telugu');

    await problemField(page).fill('The word తను should be తనుం.');
    await page.getByRole('button', { name: 'Send Report' }).click();
    const thanks = page.getByRole('status').filter({ hasText: THANKS });
    await expect(thanks).toBeVisible();
    await thanks.getByRole('link', { name: 'Back to the text' }).click();
    await expect(page).toHaveURL(/\/texts\/hanuman-chalisa\?language=hi&script=telugu#v2$/);
    await page.context().close();
  });

  test('the contact form posts to its page: the same messages, the typed values kept, then "Message sent!"', async ({
    browser,
  }) => {
    const page = await withoutScripts(browser);
    await page.goto('/contact');
    const field = (name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}`) });
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await field('Name').fill('A');
    await field('Email').fill('asha@');
    await field('Subject').fill('Hi');
    await field('Message').fill('Too short');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name must be at least 2 characters.')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Subject must be at least 5 characters.')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters.')).toBeVisible();
    await expect(field('Email')).toHaveValue('asha@');
    await expect(field('Message')).toHaveValue('Too short');

    await field('Name').fill('Asha Rao');
    await field('Email').fill('asha@example.org');
    await field('Subject').fill('Sent without scripts');
    await field('Message').fill('This message was sent as an ordinary form.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message sent!' })).toContainText(
      "Thank you for contacting us. We'll respond as soon as possible.",
    );
    await expect(field('Name')).toHaveValue('');
    await page.context().close();
  });

  test('a form post from another site is refused and keeps nothing', async ({ request }) => {
    const answer = await request.post('/contact', {
      headers: { origin: 'https://elsewhere.example', 'content-type': 'application/x-www-form-urlencoded' },
      data: 'name=Asha&email=asha%40example.org&subject=Forged%20post&message=This%20was%20sent%20from%20elsewhere.',
    });
    expect(answer.status()).toBe(403);
  });
});
