/**
 * Accessibility checks with axe-core (issue 16 item 13): WCAG 2.x A and AA, including 2.2's target size, the rules
 * Lighthouse's accessibility score is built from. Specs call `expectAccessible(page)` once a screen has rendered;
 * the suite's `test` (support/test.ts) also checks the screen each test ends on.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * What axe cannot judge fairly: toasts and messages fade in and out (their contrast is measured mid-animation) and
 * the Maps canvas belongs to Google (or the local fake).
 */
const TRANSIENT = ['.ant-message', '.ant-notification', '[data-sonner-toaster]', '.Toastify', '[data-testid="map-canvas"]'];

export interface AccessibleOptions {
  /** More selectors to leave out (e.g. a third party's markup). */
  exclude?: string[];
  /** Check only this part of the page (e.g. 'main': the screen without the layout already checked). */
  include?: string;
}

interface Violation {
  id: string;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

function describe(violation: Violation): string {
  const nodes = violation.nodes
    .slice(0, 5)
    .map((node) => `    ${JSON.stringify(node.target)}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`)
    .join('\n');
  return `${violation.id} (${violation.help})\n${nodes}`;
}

/** Fails with every WCAG A/AA violation axe finds on the page as it is now. */
export async function expectAccessible(page: Page, options: AccessibleOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (options.include) builder = builder.include(options.include);
  for (const selector of [...TRANSIENT, ...(options.exclude ?? [])]) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => describe(v as Violation)), `axe on ${page.url()}`).toEqual([]);
}
