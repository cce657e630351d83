import type { BrowserContext } from '@playwright/test';
import { localClock } from '#infra/local/clock.js';
import { test as base } from './worker-stack.js';

// One clock for the whole run (D-207): unset, the computer's; with LOCAL_CLOCK_START the
// runner, the stack, each CLI and each browser context run on from that instant together
// (playwright.config.ts sets LOCAL_CLOCK_SET_AT once for all of them).

const clock = localClock(process.env);

/** Now, as the stack under test sees it: what a spec computes "today" or "Saturday" from. */
export const testNow = (): Date => clock?.() ?? new Date();

/**
 * The page's clock set to the stack's, where the page computes dates ("today" in a date
 * field, the default day of a list). It keeps running, timers included; nothing without
 * LOCAL_CLOCK_START.
 */
export async function installClock(context: BrowserContext): Promise<void> {
  if (clock) await context.clock.install({ time: clock() });
}

/** `test` whose own browser context has the stack's clock. */
export const test = base.extend({
  context: async ({ context }, use) => {
    await installClock(context);
    await use(context);
  },
});
