import { expect } from '@playwright/test';
import { test } from './support/worker-stack.js';
import { DEMO_ADMIN, DEMO_AGENT, allowForSeeding, seedDemo } from './support/ordering.js';
import { cli, expectAccessible, signInByApi, TARGET_SIZE_RULES } from './support/stack.js';

// Issue 16 point 6 in the browser: the inspections and agents lists come 25 at a time,
// "Load more" works from the keyboard, and the search is the server's.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  allowForSeeding();
  await seedDemo();
  await cli('list-sample', '--bookings', '40', '--agents', '40');
});

test('an agent pages through its inspections with the keyboard and searches them, on a wide screen', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInByApi(page.request, baseURL!, DEMO_AGENT.phone, DEMO_AGENT.password);
  await page.goto('/my-inspections');
  const rows = page.locator('table tbody tr');
  await expect(page.getByText('Showing the first 25 inspections.')).toBeVisible();
  await expect(rows).toHaveCount(25);
  const more = page.getByRole('button', { name: 'Load more inspections' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => rows.count()).toBeGreaterThan(25);
  await expect(page.getByText(/Showing (the first|all) \d+ inspections\./)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('searchbox', { name: 'Search Inspections' }).fill('magnolia');
  await expect(rows.first()).toContainText('Magnolia');
  // The first row may match before the search's answer replaces the page: wait for every row to.
  await expect.poll(async () => (await rows.allTextContents()).filter((text) => !text.includes('Magnolia'))).toEqual([]);
  await page.getByRole('searchbox', { name: 'Search Inspections' }).fill('zzqx');
  await expect(page.getByText('No inspection matches “zzqx”.')).toBeVisible();
});

test('an admin pages through agents on a phone, pending first, and finds one by phone', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page.request, baseURL!, DEMO_ADMIN.phone, DEMO_ADMIN.password);
  await page.goto('/admin-agents');
  await expect(page.getByText(/Showing the first 25 agents\./)).toBeVisible();
  await expect(page.getByRole('heading', { name: /Pending Agent Approvals/ })).toBeVisible();
  await page.getByRole('button', { name: 'Load more agents' }).click();
  await expect(page.getByText(/Showing (the first 50|all \d+) agents\./)).toBeVisible();
  // With WCAG 2.2's target size, which Lighthouse checks and axe's defaults leave out: each stacked email and phone link is a finger's target.
  await expectAccessible(page, { alsoRules: TARGET_SIZE_RULES });

  await page.getByRole('searchbox', { name: 'Search agents' }).fill('(281) 555-0007');
  await expect(page.getByText('sample.agent7@example.com')).toBeVisible();
  await expect(page.getByText('Showing the only agent.')).toBeVisible();
});
