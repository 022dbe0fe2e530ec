import { mkdirSync } from 'node:fs';
import { ADMIN_TAB_LABELS, expect, test, unique } from './support/admin-fixtures.js';
import { portalAxeProblems } from './support/axe.js';

const ARTIFACTS = new URL('../../test-results/screenshots/', import.meta.url);

test.describe('corrections queue (docs/product.md, "Report a mistake")', () => {
  test('a reported mistake appears in the queue with the count, opens in the editor at its verse, and is accepted', async ({
    portal,
    page,
  }) => {
    const problem = unique('A word is missing in this line');
    await page.goto('/texts/hanuman-chalisa/report?language=hi&verse=2');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const verseText = (await page.locator('.report-verse .verse').innerText()).replace(/\s+/g, ' ').trim();
    await page.getByRole('textbox', { name: /^What is wrong\?/ }).fill(problem);
    await page.getByRole('textbox', { name: 'Suggested wording (optional)' }).fill('बल बुधि बिद्या देहु मोहि');
    await page.getByRole('button', { name: 'Send Report' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your report has been sent' })).toBeVisible();

    await portal.enter();
    // The eight tabs keep their labels; the open count shows beside them.
    await expect(page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab')).toHaveText([
      ...ADMIN_TAB_LABELS,
    ]);
    await page.getByRole('button', { name: /^\d+ open reports? of (a )?mistakes?$/ }).click();
    await expect(portal.tab('Manage Content')).toHaveAttribute('aria-selected', 'true');
    const corrections = page.getByRole('tab', { name: /^Corrections \d+ open$/ });
    await expect(corrections).toHaveAttribute('aria-selected', 'true');
    const open = page.getByRole('region', { name: /^Open reports/ });
    const card = open.getByRole('article').filter({ hasText: problem });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Hanuman Chalisa · verse 2');
    await expect(card).toContainText('Hindi ·');
    await expect(card).toContainText('बल बुधि बिद्या देहु मोहि');
    expect(await portalAxeProblems(page)).toEqual([]);

    for (const width of [360, 1280]) {
      mkdirSync(ARTIFACTS, { recursive: true });
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: new URL(`corrections-${width}px.png`, ARTIFACTS).pathname, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await card.getByRole('button', { name: 'Open in editor: Hanuman Chalisa, verse 2' }).click();
    await expect(portal.tab('Single Text Import')).toHaveAttribute('aria-selected', 'true');
    await portal.expectToast('Edit Mode', 'Now editing "Hanuman Chalisa".');
    const selected = await page.evaluate(() => {
      const element = document.activeElement;
      if (!(element instanceof HTMLTextAreaElement)) return null;
      return element.value.slice(element.selectionStart, element.selectionEnd);
    });
    expect(selected?.replace(/\s+/g, ' ').trim()).toBe(verseText);

    await portal.openTab('Manage Content');
    await page.getByRole('tab', { name: /^Corrections/ }).click();
    const again = page
      .getByRole('region', { name: /^Open reports/ })
      .getByRole('article')
      .filter({ hasText: problem });
    await again.getByRole('button', { name: 'Accept the report on Hanuman Chalisa, verse 2' }).click();
    await portal.expectToast('Report accepted', 'Hanuman Chalisa, verse 2');
    await expect(page.getByRole('region', { name: /^Open reports/ }).getByText(problem)).toHaveCount(0);
    await page.getByText(/^Resolved reports \(\d+\)$/).click();
    const resolved = page.locator('.resolved-corrections').getByRole('article').filter({ hasText: problem });
    await expect(resolved).toContainText('Accepted');
    await expect(resolved).toContainText('accepted by admin');
    expect(await portalAxeProblems(page)).toEqual([]);
  });
});
