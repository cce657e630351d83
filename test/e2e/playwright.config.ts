import { defineConfig, devices } from '@playwright/test';

// Each worker drives the whole stack as `npm start` runs it (moto, gateway, jobs), its own, on
// its own port and data directory (support/worker-stack.ts), in the system Chromium (no
// browser download on our machines). Spec files run two at a time (E2E_WORKERS): on two cores
// one browser, one stack and one moto_server leave a core idle much of the time.
// A settable clock (LOCAL_CLOCK_START, D-207) starts once for the run: the workers, the stack
// (webServer gets this environment) and each CLI inherit the real instant it was set at, so
// they all read the same time.
if (process.env.LOCAL_CLOCK_START) process.env.LOCAL_CLOCK_SET_AT ??= new Date().toISOString();

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report' }]],
  outputDir: '../../test-results',
  // The first request to each route compiles its handler (tsx) in the local stack; on two
  // shared cores the specs that open many routes first (QR login, ordering on a phone) need more than 60 s.
  timeout: 180_000,
  // A limit is for a hang, not for speed (D-189): on a busy machine a page's first render
  // has taken more than 10 s while another suite ran beside this one.
  expect: { timeout: 30_000 },
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // A visitor who asks for less motion gets the same pages without fades (theme.ts): axe then
    // never measures a notification or dialog mid-fade (D-195). Not applied to the contexts a
    // spec makes itself: those say so (support/stack.ts `QUIET`).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
