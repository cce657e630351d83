import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

const run = promisify(execFile);

/** This worker's stack's data directory (support/worker-stack.ts). */
const dataDir = () => process.env.E2E_STACK_DATA_DIR!;

/** Runs `npm run cli -- …` against the running stack, as a newcomer would. */
export async function cli(...args: string[]): Promise<string> {
  const { stdout } = await run('npx', ['tsx', 'infra/cli.ts', ...args], {
    cwd: new URL('../../..', import.meta.url).pathname,
    env: { ...process.env, DATA_DIR: dataDir() },
  });
  return stdout;
}

let adminCount = 0;

/** A new admin account through the CLI; answers its phone and password. */
export async function createAdmin(): Promise<{ phone: string; password: string; email: string }> {
  adminCount += 1;
  const phone = `71355${String(Date.now() % 100000).padStart(5, '0')}`.slice(0, 10);
  const email = `admin${adminCount}.${Date.now()}@example.com`;
  const password = 'e2e-admin-password';
  await cli('create-admin', '--first-name', 'Erin', '--last-name', 'Admin', '--email', email, '--phone', phone, '--password', password);
  return { phone, password, email };
}

/** Signs the browser context in through the API (the login page has its own spec). */
export async function signInByApi(request: APIRequestContext, baseURL: string, phone: string, password: string): Promise<void> {
  const answer = await request.post('/api/login', { data: { phone, password }, headers: { origin: baseURL } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The messages the product sent, newest first (GET /api/dev/outbox). */
export async function outbox(request: APIRequestContext): Promise<{ to: string; subject: string; text: string }[]> {
  const answer = await request.get('/api/dev/outbox');
  return ((await answer.json()) as { messages: { to: string; subject: string; text: string }[] }).messages;
}

/** For a context a spec makes itself: motion reduced, as the config asks for its own (D-195). */
export const QUIET = { reducedMotion: 'reduce' } as const;

/**
 * axe's default rules (WCAG 2.x A and AA and its best practices) and, on top, its experimental rules
 * that test a WCAG success criterion, which it leaves out unless asked (D-213): Lighthouse runs
 * label-content-name-mismatch, and a visible label that is not in the accessible name breaks
 * speech input (WCAG 2.5.3).
 */
const EXPERIMENTAL_WCAG_RULES = ['label-content-name-mismatch', 'css-orientation-lock', 'p-as-heading', 'table-fake-caption', 'td-has-header'];

/** One serious or critical violation, as a person reads it. */
export interface SeriousViolation {
  rule: string;
  impact: string;
  help: string;
  /** Each offending element: its selector and axe's summary of what to fix. */
  nodes: { target: string; fix: string }[];
}

/**
 * WCAG 2.2 AA's target size (2.5.8: 24 px, or room around a smaller target), which Lighthouse
 * checks and axe's defaults leave out; the accessibility spec asks for it on every page.
 */
export const TARGET_SIZE_RULES = ['target-size'];

/**
 * axe on the settled page: its serious and critical violations (`rules`: only those rules;
 * `alsoRules`: these on top of the defaults).
 */
export async function findSeriousViolations(page: Page, { rules, alsoRules = [] }: { rules?: string[]; alsoRules?: string[] } = {}): Promise<SeriousViolation[]> {
  // What a person reads is the settled page: axe on a notification or dialog mid-fade measures
  // the contrast of half-transparent text (D-195). Motion is reduced in our contexts, but a
  // notification may still appear or close while axe runs (it takes seconds on a busy machine):
  // a run during which anything started moving is run again on the settled page.
  for (;;) {
    await page.waitForFunction(noFiniteMotion);
    await page.evaluate(watchMotion);
    // Our pages have no frames: axe.run in the page ("legacy" mode) sees all there is, in about
    // 60 % of the time the default takes to run each frame apart and join the parts in a new
    // blank page (measured on /dashboard, /ce-admin and /admin-agents, docs/bench/gate.md).
    let builder = new AxeBuilder({ page }).setLegacyMode();
    builder = rules ? builder.withRules(rules) : builder.options({ rules: Object.fromEntries([...EXPERIMENTAL_WCAG_RULES, ...alsoRules].map((id) => [id, { enabled: true }])) });
    const results = await builder.analyze();
    if (await page.evaluate(movedSinceWatched)) continue;
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact!,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), fix: node.failureSummary?.replace(/\s+/g, ' ') ?? '' })),
      }));
  }
}

/** axe on the current page: no serious or critical violation (`rules`: only those rules; `alsoRules`: these too). */
export async function expectAccessible(page: Page, options: { rules?: string[]; alsoRules?: string[] } = {}): Promise<void> {
  const bad = await findSeriousViolations(page, options);
  expect(bad.map((violation) => `${violation.rule}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
}

// Run in the page, so each stands alone (no DOM types in the tests' compilation, hence `any`).
// Endless animations (spinners, the route progress bar) never settle and fade no text: ignored.
const noFiniteMotion = () =>
  (globalThis as any).document
    .getAnimations()
    .every((animation: any) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity);
const watchMotion = () => {
  const document = (globalThis as any).document;
  document.motionSinceWatched = false;
  if (document.motionWatcher) return;
  document.motionWatcher = (event: any) => {
    const isEndless =
      event.type === 'animationstart' &&
      event.target
        .getAnimations()
        .some((animation: any) => animation.animationName === event.animationName && animation.effect?.getTiming().iterations === Infinity);
    if (!isEndless) document.motionSinceWatched = true;
  };
  document.addEventListener('transitionrun', document.motionWatcher, true);
  document.addEventListener('animationstart', document.motionWatcher, true);
};
// A page that navigated meanwhile has a new document, without the watcher: not settled either.
const movedSinceWatched = () => (globalThis as any).document.motionSinceWatched !== false;

/**
 * Waits for the newest message to `to` whose text matches `pattern`; answers the first capture group.
 * The dispatcher sends as soon as a message is written, and its one-minute schedule catches any it
 * missed: only a hang outlasts 90 s.
 */
export async function waitForMessage(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const message = (await outbox(request)).find((item) => item.to === to && pattern.test(item.text));
        const match = message && pattern.exec(message.text);
        found = match ? (match[1] ?? match[0]) : undefined;
        return found;
      },
      { message: `a message to ${to} matching ${pattern}`, timeout: 90_000 },
    )
    .toBeDefined();
  return found!;
}

/** A Chromium virtual authenticator with a platform passkey and Face ID (user verification). */
export async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

let phoneCounter = 0;

/** A fresh, valid US phone number for a test account. */
export function freshPhone(): string {
  phoneCounter += 1;
  return `832${String((Date.now() + phoneCounter * 7919) % 10_000_000).padStart(7, '0').replace(/^[01]/, '5')}`;
}
