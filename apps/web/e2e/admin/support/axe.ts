import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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
