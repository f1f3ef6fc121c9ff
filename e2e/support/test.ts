/**
 * The suite's `test`: Playwright's, with guards every spec gets without asking (import it from here, not from
 * '@playwright/test'; everything else is re-exported unchanged).
 * - No Content-Security-Policy violation on any page of the test's context (ADR 0043): the shell's strict CSP must
 *   let the remotes, antd's styles and Maps through, and a refused script or style fails the test that met it.
 */
import { test as base, type ConsoleMessage } from '@playwright/test';

export * from '@playwright/test';

/** Console lines Chromium writes for a refused resource, and the ones the init script below writes. */
const CSP_MESSAGE = /Content Security Policy|CSP violation/i;

export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context }, use, testInfo) => {
      const violations: string[] = [];
      // Chromium's own console line names the refused resource; the event also catches what it reports only there.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      const record = (message: ConsoleMessage) => {
        if (CSP_MESSAGE.test(message.text())) violations.push(`${message.page()?.url() ?? '?'}: ${message.text()}`);
      };
      context.on('console', record);
      await use();
      context.off('console', record);
      if (testInfo.status === testInfo.expectedStatus && violations.length > 0) {
        throw new Error(`Content-Security-Policy violations:\n${[...new Set(violations)].join('\n')}`);
      }
    },
    { auto: true },
  ],
});
