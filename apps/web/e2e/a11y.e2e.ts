import { seriousViolations } from './support/axe.js';
import { expect, hydrated, test } from './support/fixtures.js';
import { axePublicPages } from './support/public-pages.js';

test.describe('axe finds no serious or critical problem', () => {
  axePublicPages();

  test('a text page with a toast showing', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/texts/gayatri-mantra?language=kn');
    await hydrated(page);
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByText('Link copied to clipboard')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('everything can be reached with the keyboard, with a visible focus', async ({ page }) => {
  await page.goto('/texts/gayatri-mantra');
  await hydrated(page);
  const seen = new Set<string>();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      return {
        label: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
        outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      };
    });
    if (!focused) continue;
    expect(focused.outline, `focus ring on ${focused.label}`).toBe(true);
    seen.add(focused.label);
  }
  for (const label of [
    'Skip to main content',
    'Tamil',
    'Decrease text size',
    'Increase text size',
    'Copy Link',
    'Print',
  ])
    expect([...seen]).toContain(label);
});
