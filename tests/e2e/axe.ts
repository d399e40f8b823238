import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { settle } from './settle';

export { settle } from './settle';

/** The rules issue 11 holds the admin to: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One line per rule and element: what is wrong, where, and where to read about it. */
export function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map((v) => [`${v.id} (${v.impact}): ${v.help} — ${v.helpUrl}`, ...v.nodes.map((n) => `    ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s*\n\s*/g, ' ')}`)].join('\n'))
    .join('\n');
}

/**
 * Fails when axe finds a WCAG 2.1 A/AA violation on the current screen. `where` names the
 * screen in the failure message (the URL by default); `soft` records the failure and goes on,
 * so a sweep over many screens reports all of them at once.
 */
export async function expectNoAxeViolations(page: Page, where?: string, { soft = false } = {}): Promise<void> {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const check = soft ? expect.soft : expect;
  check(describeViolations(violations), `axe on ${where ?? page.url()}`).toBe('');
}
