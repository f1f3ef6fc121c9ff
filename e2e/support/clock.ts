/**
 * SPEC §9's pages that check something a few seconds after they open (payment results; activation, invitation,
 * reset-code and join-approval links) wait CHECK_DELAY_MS before calling. The journeys do not sit through it:
 * the page's clock is Playwright's (time still flows by itself), and once the page shows its "checking" state the
 * test moves the clock past the delay. That the call waits is the pages' unit tests' business (use-delayed-check,
 * PaymentResultPage); here every page still shows "checking" first, then its answer.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export const CHECK_DELAY_MS = 3000;

/** Something with Playwright's clock: a page, or its context (they share one clock). */
type WithClock = Pick<Page, 'clock'>;

/** Call before the page opens: installs the movable clock on the page's context (every later navigation too). */
export async function installClock(target: WithClock): Promise<void> {
  await target.clock.install();
}

/**
 * Call once the page shows it is checking: its delayed call fires now instead of after CHECK_DELAY_MS. The clock
 * is the context's: every page of the context moves with it.
 */
export async function skipCheckDelay(target: WithClock): Promise<void> {
  await target.clock.fastForward(CHECK_DELAY_MS);
}

/**
 * The onboarding pages' "checking" state (CheckingCode: a status with a spinner), in any language: once it (or,
 * on a runner slow enough to have passed the delay by itself, `answer`) shows, the delay is skipped.
 */
export async function passCodeCheck(page: Page, answer?: Locator): Promise<void> {
  const checking = page.getByRole('status').filter({ has: page.locator('.ant-spin') });
  await expect(answer ? checking.or(answer).first() : checking).toBeVisible();
  await skipCheckDelay(page);
}
