import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The whole stack as `npm start` runs it (moto, gateway, jobs) on its own port and
// data directory, driven in the system Chromium (no browser download on our machines).
const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portal-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// A settable clock (LOCAL_CLOCK_START, D-207) starts once for the run: the workers, the stack
// (webServer gets this environment) and each CLI inherit the real instant it was set at, so
// they all read the same time.
if (process.env.LOCAL_CLOCK_START) process.env.LOCAL_CLOCK_SET_AT ??= new Date().toISOString();

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
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
    baseURL,
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
  webServer: {
    command: 'npx tsx infra/local/start.ts',
    cwd: '../..',
    url: `${baseURL}/api/business-info`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      APP_ENV: 'test',
    },
    stdout: 'ignore',
    stderr: 'pipe',
    // Without it Playwright SIGKILLs the server's group at the end; SIGTERM lets start.ts
    // save and stop its moto_server (which also dies with the runner, infra/local/moto.ts).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
  },
});
