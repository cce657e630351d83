import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { dateIn } from '#shared/dates.js';
import { test, testNow } from './support/clock.js';
import { DEMO_ADMIN, DEMO_AGENT, allowForSeeding, seedDemo } from './support/ordering.js';
import { expectAccessible, signInByApi } from './support/stack.js';

// Issue 15: the demo admin sees every kind of waiting item seed-demo makes, above the info
// cards, and clears one (an agreement unsigned for two days) right from the dashboard; the
// demo agent sees its inspections that wait on someone. Desktop and phone, axe on each.

const ADMIN_LINES = [
  'Agents waiting for approval',
  'Inspections with no final date',
  'Agreements not signed after 24 hours',
  'Reports not published within 24 hours',
  'Payments unpaid after 3 days',
  "Today's and tomorrow's inspections",
  'Follow-ups due',
  'CE rosters to export',
];

const line = (page: Page, title: string) => page.getByRole('region', { name: title });

/** The day seed-demo ran on: its Foundations session is that day (seed-ce.ts), as its first visit (seed-inspections.ts). */
async function seededOn(request: APIRequestContext): Promise<string> {
  const { sessions } = (await (await request.get('/api/ce/sessions?limit=50')).json()) as { sessions: { class_code: string; session_date: string }[] };
  return sessions.find((session) => session.class_code === 'DEMO-FDT-201')!.session_date;
}

test.beforeAll(async () => {
  allowForSeeding();
  await seedDemo();
});

test('the demo admin sees each kind of waiting item and resends an agreement from the dashboard', async ({ page, baseURL }) => {
  test.slow();
  await signInByApi(page.request, baseURL!, DEMO_ADMIN.phone, DEMO_ADMIN.password);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Waiting for you' })).toBeVisible();
  for (const title of ADMIN_LINES) {
    await expect(line(page, title), title).toBeVisible();
    await expect(line(page, title).getByLabel(/^\d+ waiting$/)).not.toHaveAccessibleName('0 waiting');
  }
  // The queue sits above the info cards, which stay as the spec has them.
  const queueTop = (await page.getByRole('heading', { name: 'Waiting for you' }).boundingBox())!.y;
  const cardsTop = (await page.getByRole('heading', { name: 'Call or text us' }).boundingBox())!.y;
  expect(queueTop).toBeLessThan(cardsTop);
  // The visits are on the seed's day and the next (D-207): when midnight in Houston came between
  // the seeding and now, the next is today's and the first has gone.
  const visits = line(page, "Today's and tomorrow's inspections");
  if ((await seededOn(page.request)) === dateIn('America/Chicago', testNow())) {
    await expect(visits).toContainText('902 W Alabama St');
    await expect(visits).toContainText('Tomorrow, 9AM-2PM');
  } else {
    await expect(visits).toContainText('4219 Bellaire Blvd');
    await expect(visits).toContainText('Today, 9AM-2PM');
  }
  await expect(line(page, 'CE rosters to export')).toContainText('Overdue');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/dashboard-admin-desktop.png', fullPage: true });

  // Resend from the queue: the line empties in place, no reload.
  const agreements = line(page, 'Agreements not signed after 24 hours');
  await expect(agreements).toContainText('4219 Bellaire Blvd');
  await agreements.getByRole('button', { name: /^Resend agreement: 4219 Bellaire Blvd/ }).click();
  await expect(page.getByText('Agreement sent again to the client.')).toBeVisible();
  await expect(agreements).toHaveCount(0);
  await expect(page.getByText(/Nothing waiting: .*No agreement has waited over 24 hours/)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(line(page, 'Payments unpaid after 3 days')).toBeVisible();
  // No sideways scrolling on a phone, once the layout has settled from the resize (the
  // sidebar slides out with a transition). No DOM types in the tests' compilation, hence `any`.
  const fitsWidth = () =>
    page.evaluate(() => {
      const root = (globalThis as any).document.documentElement;
      return root.scrollWidth <= root.clientWidth;
    });
  await expect.poll(fitsWidth).toBe(true);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/dashboard-admin-phone.png', fullPage: true });
});

test('the report promise is a setting on /settings, and the dashboard measures by it', async ({ page, baseURL }) => {
  await signInByApi(page.request, baseURL!, DEMO_ADMIN.phone, DEMO_ADMIN.password);
  const setPromise = async (hours: string) => {
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Report promise' });
    await section.getByLabel('Report within (hours)').fill(hours);
    await section.getByRole('button', { name: 'Save report promise' }).click();
    await expect(section.getByText('Report promise saved.')).toBeVisible();
  };
  await setPromise('36');
  await expectAccessible(page);
  await page.getByRole('region', { name: 'Report promise' }).screenshot({ path: 'test-results/dashboard-settings-promise.png' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Reports not published within 36 hours' })).toBeVisible();
  await setPromise('24');
});

test('the demo agent sees its inspections that wait on someone, each with its action', async ({ page, baseURL }) => {
  await signInByApi(page.request, baseURL!, DEMO_AGENT.phone, DEMO_AGENT.password);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  const queue = page.getByRole('region', { name: 'Your inspections waiting on someone' });
  await expect(queue).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Waiting for you' })).toHaveCount(0);
  await expect(queue.getByRole('link', { name: /^Text the client a reminder/ })).toHaveAttribute('href', /^sms:\+18325550132\?&body=/);
  await expect(queue.getByRole('link', { name: /^Pay for the report/ }).first()).toBeVisible();
  await expect(queue.getByRole('button', { name: /^Read the report: 1118 Yale St/ })).toBeVisible();
  const done = queue.getByRole('button', { name: /^Mark as done: 3402 Rice Blvd/ });
  await expect(done).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/dashboard-agent-phone.png', fullPage: true });
  await done.click();
  await expect(done).toHaveCount(0);
  await expect(queue.getByText('3402 Rice Blvd')).toHaveCount(0);
});
