import { expect, type Browser, type Page } from '@playwright/test';
import { dateIn } from '#shared/dates.js';
import { installClock, test, testNow } from './support/clock.js';
import { SAMPLE_DEFAULTS } from '#infra/cli/open-house-sample-command.js';
import { comingWeekend, generateOpenHouses } from '#infra/cli/open-house-sample.js';
import { createAdmin, expectAccessible, QUIET, signInByApi } from './support/stack.js';

// "Re-plan from here" on a phone (issue 29 point 5, D-228): a saved route followed on a phone,
// a stop visited and one skipped, the rest of the day planned again; then another browser (a
// second phone, nothing in its storage) opens the route and sees the same plan and progress.

const weekend = comingWeekend(dateIn('America/Chicago', testNow()));
const [saturday] = weekend;
const demoItems = generateOpenHouses({ count: SAMPLE_DEFAULTS.count, dates: weekend, seed: SAMPLE_DEFAULTS.seed });
/** A phone-sized screen (as ordering-phone.spec.ts). */
const phoneScreen = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3, ...QUIET } as const;

async function openOnPhone(browser: Browser, baseURL: string, admin: { phone: string; password: string }, path: string): Promise<Page> {
  const phone = await browser.newContext({ baseURL, ...phoneScreen });
  await installClock(phone);
  const page = await phone.newPage();
  await signInByApi(page.request, baseURL, admin.phone, admin.password);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Follow route' })).toBeVisible();
  return page;
}

const allStops = (page: Page) => page.getByRole('region', { name: 'All stops' }).getByRole('listitem');

test('an admin follows a saved route on a phone, re-plans it, and another phone opens the same plan', async ({ page, browser, baseURL }) => {
  test.slow(); // two phones under axe; the first requests compile their handlers
  const admin = await createAdmin();
  await signInByApi(page.request, baseURL!, admin.phone, admin.password);
  const headers = { origin: baseURL! };
  expect((await page.request.post('/api/open-house/import', { data: { json_data: demoItems, override_date: null, skip_duplicates: true }, headers })).status()).toBe(200);
  const optimized = await page.request.post('/api/route-planner/optimize', { data: { date: saturday }, headers });
  const plan = (await optimized.json()) as { route: { listing: { address: string } }[]; summary: unknown };
  const saved = await page.request.post('/api/routes/save', {
    data: { route_name: 'Saturday on the road', date: saturday, route_data: plan.route, parameters: { visit_duration_minutes: 5, start_time: '09:00', dedupe_agents: true, summary: plan.summary } },
    headers,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const path = `/mobile-route-follower?route=${((await saved.json()) as { route: { id: string } }).route.id}`;
  const stopCount = plan.route.length;
  expect(stopCount).toBeGreaterThanOrEqual(3);

  // The first phone: visit the first stop, skip the second.
  const phone = await openOnPhone(browser, baseURL!, admin, path);
  await expect(phone.getByRole('heading', { level: 2, name: plan.route[0]!.listing.address })).toBeVisible();
  await expect(allStops(phone)).toHaveCount(stopCount);
  await expectAccessible(phone);
  await phone.getByRole('button', { name: 'Mark visited' }).click();
  await expect(phone.getByRole('heading', { level: 2, name: plan.route[1]!.listing.address })).toBeFocused();
  await phone.getByRole('button', { name: 'Skip' }).click();
  await expect(phone.getByText(`2 of ${stopCount} stops done (1 visited)`)).toBeVisible();
  await expect(allStops(phone).nth(1)).toContainText('skipped');

  // Re-plan from here: the server's answer is announced, the visited stop stays done and first.
  const replan = phone.getByRole('button', { name: 'Re-plan from here' });
  await replan.focus();
  await phone.keyboard.press('Enter');
  await expect(phone.getByRole('status').filter({ hasText: /^Re-planned from \d{1,2}:\d\d [AP]M: \d+ stops? ahead\.$/ })).toBeVisible();
  await expect(allStops(phone).first()).toContainText(`${plan.route[0]!.listing.address} ·`);
  await expect(allStops(phone).first()).toContainText('visited');
  await expectAccessible(phone);
  const replanned = await allStops(phone).allTextContents();
  const progressText = await phone.getByText(/^\d+ of \d+ stops done \(1 visited\)$/).textContent();
  const current = await phone.getByRole('heading', { level: 2 }).first().textContent();
  const fitsWidth = await phone.evaluate(() => {
    const root = (globalThis as any).document.documentElement;
    return root.scrollWidth <= root.clientWidth;
  });
  expect(fitsWidth).toBe(true);

  // Another phone, a new browser context with nothing stored: the same plan, the same progress.
  const second = await openOnPhone(browser, baseURL!, admin, path);
  await expect(allStops(second)).toHaveText(replanned);
  await expect(second.getByText(progressText!)).toBeVisible();
  await expect(second.getByRole('heading', { level: 2 }).first()).toHaveText(current!);
  await expectAccessible(second);
  await second.context().close();
  await phone.context().close();
});

test('a route not saved cannot be re-planned, and says why', async ({ page, baseURL }) => {
  const admin = await createAdmin();
  await signInByApi(page.request, baseURL!, admin.phone, admin.password);
  const stop = {
    listing: { agentName: 'Dana', mls: '7000001', address: '1412 Harvard St, Houston, TX 77008', price: null, beds: null, baths: null, sqft: null, openHouse: 'Sat 1-3PM' },
    owner: 'Dana',
    acct: null,
    arrival_time: '13:00',
    visit_start: '13:00',
    visit_end: '13:05',
    window_start: '13:00',
    window_end: '15:00',
    travel_time_minutes: 0,
    distance_to_next: 0,
    contacted: false,
    latitude: 29.79,
    longitude: -95.39,
  };
  const summary = { total_stops: 1, total_distance: 0, start_time: '13:00', end_time: '13:05', original_count: 1, filtered_count: 1, total_travel_minutes: 0, is_optimal: true, start_point: null };
  // The planner hands an unsaved route over in the tab's storage, as Follow Route does before saving.
  await page.goto('/login');
  await page.evaluate((followed) => (globalThis as any).sessionStorage.setItem('route-follower:route', JSON.stringify(followed)), { route: [stop], summary, date: saturday, routeId: null });
  await page.goto('/mobile-route-follower');
  await expect(page.getByText('Save this route on the planner to re-plan it on the road.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Re-plan from here' })).toHaveCount(0);
  await expectAccessible(page);
});
