import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { settle } from './settle';

export { settle } from './settle';

/** The rules issue 11 holds the admin to: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The axe-core that @axe-core/playwright itself loads, read once. */
const axeSource: string = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core').source;
/** Injected only where the page has no axe yet: in-app navigation keeps it, a reload brings a fresh one. */
const axeOnce = `if (typeof window.axe === 'undefined') {\n${axeSource}\n}`;

/**
 * The same axe run, made cheaper where that changes nothing: by default every analyze parses
 * axe's 0.5 MB source again and merges its result in a new blank tab; a page without frames has
 * nothing to merge, so axe runs in it directly (legacy mode) on the copy injected before.
 * A page with frames (a PDF viewer) takes the default path, frames included as before.
 */
export function axeBuilder(page: Page): AxeBuilder {
  if (page.frames().length > 1) return new AxeBuilder({ page });
  return new AxeBuilder({ page, axeSource: axeOnce }).setLegacyMode(true);
}

/**
 * Every rule still runs on every element; only violations are reported in full. By default axe
 * also lists each passing element with its HTML, hundreds of kilobytes per screen that were
 * built, sent and parsed for nothing: nothing here reads passes or incomplete results. A new
 * object per run, since the builder writes its tags into the one it is given.
 */
const violationsOnly = () => ({ resultTypes: ['violations' as const] });

/** One line per rule and element: what is wrong, where, and where to read about it. */
export function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map((v) => [`${v.id} (${v.impact}): ${v.help} — ${v.helpUrl}`, ...v.nodes.map((n) => `    ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s*\n\s*/g, ' ')}`)].join('\n'))
    .join('\n');
}

/**
 * Fails when axe finds a WCAG 2.1 A/AA violation on the current screen. `where` names the
 * screen in the failure message (the URL by default); `soft` records the failure and goes on,
 * so a sweep over many screens reports all of them at once. `settled`: the caller has just
 * waited for the screen with settle() and done nothing since, so waiting again finds nothing.
 */
export async function expectNoAxeViolations(page: Page, where?: string, { soft = false, settled = false } = {}): Promise<void> {
  if (!settled) await settle(page);
  // options() first: it replaces the builder's options, the tags withTags() put there included
  const { violations } = await axeBuilder(page).options(violationsOnly()).withTags(WCAG_TAGS).analyze();
  const check = soft ? expect.soft : expect;
  check(describeViolations(violations), `axe on ${where ?? page.url()}`).toBe('');
}
