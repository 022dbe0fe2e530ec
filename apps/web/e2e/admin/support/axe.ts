import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ADMIN_TAB_LABELS, expect, test } from './admin-fixtures.js';

const STANDARDS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** 'rule-id (impact): selector' for each serious or critical problem axe finds in the portal. */
export async function portalAxeProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .include('.admin-app')
    // Dialogs render outside the portal's element.
    .include('.admin-layer')
    .withTags(STANDARDS)
    .analyze();
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .flatMap(({ id, impact, nodes }) =>
      nodes
        .slice(0, 3)
        .map(
          (node) =>
            `${id} (${impact}): ${node.target.join(' ')} ${process.env.AXE_DEBUG ? node.html + ' ' + node.failureSummary : ''}`,
        ),
    );
}

/** Defines an axe test for each portal tab after the first, in the describe block it is called in (light or dark). */
export function axeEveryPortalTab(): void {
  for (const tab of ADMIN_TAB_LABELS.slice(1)) {
    test(`axe finds no serious problem in ${tab}`, async ({ portal, page }) => {
      await portal.enter();
      await portal.openTab(tab);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
      expect(await portalAxeProblems(page)).toEqual([]);
    });
  }
}
