import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/clock.js';
import { DEMO_ADMIN, DEMO_AGENT, allowForSeeding, seedDemo } from './support/ordering.js';
import { findSeriousViolations, outbox, signInByApi, TARGET_SIZE_RULES, waitForMessage, type SeriousViolation } from './support/stack.js';
import { newAgent } from './support/signup.js';

// Issue 28 points 5 and 6: every page of both parts of the product (product/portal.md §2,
// product/outreach.md §2, web/src/routes.tsx), signed out, as an agent and as an admin, at a
// desktop's and a phone's width, with its main open states, under axe (D-213) and its 24 px
// target-size rule (WCAG 2.5.8): no serious or critical violation anywhere; and on a phone the
// CE admin never scrolls sideways.
// A11Y_SCREENSHOTS=<dir> keeps a picture of each page checked for sideways scrolling, to look at.

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
type Size = (typeof SIZES)[number];

interface Visit {
  path: string;
  /** The page's main open state (a tab, a dialog, a drawer), checked after the page itself. */
  open?: { name: string; run: (page: Page) => Promise<void> };
  /** On a phone, the page must not scroll sideways (issue 28 point 6). */
  fitsPhone?: boolean;
}

/**
 * Each role's context visits its pages; every finding is collected, then shown at once. A page
 * is loaded once and checked at both sizes, as a person turning a tablet sees it: at a desktop's
 * width, then at a phone's; its open state at the phone's, then at the desktop's.
 */
async function checkPages(page: Page, visits: Visit[]): Promise<void> {
  const [desktop, phone] = SIZES;
  const findings: string[] = [];
  const check = async (size: Size, where: string, visit: Visit) => {
    await resize(page, size);
    findings.push(...describe(size, where, await findSeriousViolations(page, { alsoRules: TARGET_SIZE_RULES })));
    if (visit.fitsPhone && size === phone) findings.push(...(await sideways(page, size, where)));
  };
  for (const visit of visits) {
    await page.setViewportSize({ width: desktop.width, height: desktop.height });
    await page.goto(visit.path);
    await check(desktop, visit.path, visit);
    await check(phone, visit.path, visit);
    if (visit.open) {
      await visit.open.run(page);
      const where = `${visit.path} (${visit.open.name})`;
      await check(phone, where, visit);
      await check(desktop, where, visit);
    }
  }
  expect(findings, `serious or critical findings:\n${findings.join('\n')}`).toEqual([]);
}

/** The page at `size`, laid out again and settled (a resize re-renders what reads the width). */
async function resize(page: Page, size: Size): Promise<void> {
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  if (width !== size.width || height !== size.height) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.evaluate(() => new Promise((done) => (globalThis as any).requestAnimationFrame(() => (globalThis as any).requestAnimationFrame(done))));
  }
  await settled(page);
}

/** The page has its heading and nothing is still loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/^Loading/).filter({ visible: true })).toHaveCount(0);
}

const describe = (size: Size, where: string, violations: SeriousViolation[]) =>
  violations.map(
    (violation) =>
      `${size.name} ${where}: ${violation.rule} (${violation.impact}) ${violation.help}\n${violation.nodes.map((node) => `    ${node.target} — ${node.fix}`).join('\n')}`,
  );

/**
 * Neither the document nor a box in it scrolls sideways: a table in its own scroll box fits the
 * page and still makes a phone scroll sideways to read a row (the tests compile without the DOM
 * types, hence `any`).
 */
async function sideways(page: Page, size: Size, where: string): Promise<string[]> {
  const wide = await page.evaluate(() => {
    const document = (globalThis as any).document;
    const found: string[] = [];
    if (document.scrollingElement.scrollWidth > document.scrollingElement.clientWidth) found.push(`the page is ${document.scrollingElement.scrollWidth} px wide`);
    // A dialog is outside <main> (a portal): its boxes count too.
    for (const element of document.querySelectorAll('main *, [role="dialog"] *')) {
      const { overflowX } = (globalThis as any).getComputedStyle(element);
      if ((overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1) {
        found.push(`${element.tagName.toLowerCase()}.${[...element.classList].join('.')} scrolls (${element.scrollWidth} px in ${element.clientWidth})`);
      }
    }
    return found;
  });
  if (process.env.A11Y_SCREENSHOTS) await page.screenshot({ path: `${process.env.A11Y_SCREENSHOTS}/${where.replace(/[^a-z0-9]+/gi, '-')}.png`, fullPage: true });
  return wide.map((what) => `${size.name} ${where}: scrolls sideways: ${what}`);
}

/** The first link of `pattern` sent to `to` (the dev outbox). */
async function linkSentTo(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  const message = (await outbox(request)).find((item) => item.to === to && pattern.test(item.text));
  expect(message, `a message to ${to} with ${pattern}`).toBeDefined();
  return pattern.exec(message!.text)![1]!;
}

/** A demo inspection's id, by its street (infra/cli/seed-inspections.ts). */
async function bookingId(request: APIRequestContext, street: string): Promise<string> {
  const { inspections } = (await (await request.get('/api/inspections?limit=50')).json()) as { inspections: { id: string; property_address: string }[] };
  const found = inspections.find((item) => item.property_address.startsWith(street));
  expect(found, street).toBeDefined();
  return found!.id;
}

test.beforeAll(async () => {
  allowForSeeding();
  await seedDemo();
});

test('the public pages and the client’s links are accessible at both widths', async ({ page, baseURL, playwright }) => {
  test.slow();
  const origin = { origin: baseURL! };
  // The links a client or a new agent receives, made by the demo data and the product's own steps.
  const admin = await playwright.request.newContext({ baseURL });
  await signInByApi(admin, baseURL!, DEMO_ADMIN.phone, DEMO_ADMIN.password);
  const sign = await linkSentTo(admin, 'victor.salas@example.com', /\/sign\/([A-Za-z0-9_-]+)/);
  const download = await linkSentTo(admin, 'lucia.romero@example.com', /\/download\/([A-Za-z0-9_-]+)/);
  const { sessions } = (await (await admin.get('/api/ce/sessions')).json()) as { sessions: { class_code: string; qr_token: string }[] };
  const attendance = sessions.find((session) => session.class_code === 'DEMO-FDT-201')!.qr_token;
  await admin.dispose();
  const checkout = (await (await page.request.post(`/api/client-checkout/${download}`, { headers: origin })).json()) as { checkout_url: string };
  const qr = (await (await page.request.post('/api/qr-login/generate', { headers: origin })).json()) as { qr_url: string };
  const agent = newAgent('Avery');
  const signup = await page.request.post('/api/signup', {
    headers: origin,
    data: { first_name: agent.firstName, last_name: agent.lastName, email: agent.email, phone: agent.phone, company: 'Heights Realty Group', license_number: '', smsConsent: true },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  const verify = await waitForMessage(page.request, agent.email, /\/verify-email\/([A-Za-z0-9_-]+)/);
  const verified = (await (await page.request.get(`/api/verify-email/${verify}`)).json()) as { user_id: string };
  await page.request.post('/api/reset-password', { headers: origin, data: { email: DEMO_AGENT.email } });
  const reset = await waitForMessage(page.request, DEMO_AGENT.email, /\/reset-password\/([A-Za-z0-9_-]+)/);

  await checkPages(page, [
    { path: '/', open: { name: 'an FAQ answer', run: (p) => p.getByRole('button', { name: /cancel or reschedule/i }).click() } },
    { path: '/privacy-policy' },
    { path: '/terms-of-service' },
    { path: '/login' },
    { path: '/signup' },
    { path: '/forgot-password' },
    { path: '/pending-approval' },
    { path: `/verify-email/${verify}` },
    { path: `/setup-auth/${verified.user_id}` },
    { path: `/verify-phone/${verified.user_id}` },
    { path: `/reset-password/${reset}` },
    { path: new URL(qr.qr_url).pathname },
    { path: `/sign/${sign}` },
    { path: `/download/${download}` },
    { path: new URL(checkout.checkout_url).pathname },
    { path: '/ce-class' },
    { path: `/ce-attendance/${attendance}` },
    { path: '/dev/outbox' },
    { path: '/no-such-page' },
  ]);
});

test('an agent’s pages are accessible at both widths', async ({ page, baseURL }) => {
  test.slow();
  await signInByApi(page.request, baseURL!, DEMO_AGENT.phone, DEMO_AGENT.password);
  const paid = await bookingId(page.request, '3402 Rice Blvd');
  const unpaid = await bookingId(page.request, '2315 Dunlavy St');
  await checkPages(page, [
    { path: '/dashboard', open: { name: 'navigation', run: openNavigation } },
    { path: '/my-inspections', open: { name: 'an inspection’s details', run: (p) => p.getByRole('button', { name: /^Show details for 3402 Rice Blvd/ }).click() } },
    { path: '/order' },
    { path: `/report/${paid}` },
    { path: `/report/${unpaid}` },
    { path: '/update-info' },
    { path: '/invite' },
    { path: '/manage-auth' },
  ]);
});

test('an admin’s pages are accessible at both widths, and the CE admin fits a phone', async ({ page, baseURL }) => {
  test.slow();
  await signInByApi(page.request, baseURL!, DEMO_ADMIN.phone, DEMO_ADMIN.password);
  const paid = await bookingId(page.request, '3402 Rice Blvd');
  const ceTab = (name: string): Visit['open'] => ({ name, run: (p) => p.getByRole('tab', { name }).click() });
  await checkPages(page, [
    { path: '/dashboard', open: { name: 'navigation', run: openNavigation } },
    { path: '/my-inspections' },
    { path: '/admin-agents', fitsPhone: true, open: { name: 'an agent’s editor', run: (p) => p.getByRole('button', { name: 'Edit Alex Rivera' }).first().click() } },
    { path: '/settings' },
    { path: `/report/${paid}` },
    { path: '/open-house-upload' },
    { path: '/open-house-browse' },
    { path: '/route-planner' },
    { path: '/mobile-route-follower' },
    { path: '/agent-contacts' },
    { path: '/agent-contacts?log=open-house' },
    { path: '/agent-contacts?log=event' },
    { path: '/agent-contacts?view=all' },
    { path: '/agent-contacts?view=agents', open: { name: 'search results', run: findAgent } },
    { path: '/agent-contacts?history=0400063' },
    { path: '/ce-admin', fitsPhone: true, open: { name: 'a session’s QR code', run: (p) => p.getByRole('button', { name: /^QR code Foundations/ }).first().click() } },
    { path: '/ce-admin', fitsPhone: true, open: { name: 'a session’s attendees', run: (p) => p.getByRole('button', { name: /^Attendees/ }).first().click() } },
    { path: '/ce-admin', fitsPhone: true, open: ceTab('Classes') },
    { path: '/ce-admin', fitsPhone: true, open: ceTab('Reports') },
    { path: '/ce-admin', fitsPhone: true, open: ceTab('License holders') },
  ]);
});

/** On a phone the sidebar is behind the burger; on a desktop it is always open. */
async function openNavigation(page: Page): Promise<void> {
  const burger = page.getByRole('button', { name: 'Open navigation' });
  if (await burger.isVisible()) await burger.click();
}

/** The agent search with its results open. */
async function findAgent(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Find an agent' }).fill('Rivera');
  await expect(page.getByRole('option', { name: /Alex Rivera/ })).toBeVisible();
}
