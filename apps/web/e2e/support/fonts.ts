import type { Page } from '@playwright/test';

export interface FontUsage {
  familyName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

/** The fonts Chromium really drew each matching element's text with (DevTools protocol). */
export async function fontsOf(page: Page, selector: string): Promise<Array<{ text: string; fonts: FontUsage[] }>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector,
  });
  const texts = await page.locator(selector).allInnerTexts();
  const result = [];
  for (const [index, nodeId] of nodeIds.entries()) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    result.push({ text: texts[index] ?? '', fonts });
  }
  await cdp.detach();
  return result;
}
