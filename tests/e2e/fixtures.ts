import { test as base } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/**
 * `test` of @playwright/test plus an axe check (WCAG 2.1 A/AA) of the screen each test ends on,
 * so every spec that imports `test` from here holds the screens it visits to issue 11's rule
 * without a line of its own. A test that already failed is not checked again. Specs that
 * check several screens call expectNoAxeViolations (./axe) where they want it.
 */
export const test = base.extend<{ axeAtEnd: void }>({
  axeAtEnd: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed() || !/^https?:/.test(page.url())) return;
      await expectNoAxeViolations(page, `the last screen of "${testInfo.title}" (${page.url()})`);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
