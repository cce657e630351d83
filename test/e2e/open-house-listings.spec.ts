import { expect, type Page } from '@playwright/test';
import { addDays, dateIn } from '#shared/dates.js';
import { test, testNow } from './support/clock.js';
import { generateOpenHouses } from '#infra/cli/open-house-sample.js';
import { createAdmin, expectAccessible, signInByApi } from './support/stack.js';

// A busy date, read a page at a time (D-201): 1,204 open houses, generated, imported through
// the API. The browser fills its map and list page after page with a count, filters on the
// server, and the contact logger lists the date 25 at a time with "Load more". On a desktop
// and on a phone, axe on each.

const COUNT = 1_204;

/** A Saturday some weeks ahead in the business's zone, the first free one from a per-run offset. */
function farSaturday(): string {
  let date = addDays(dateIn('America/Chicago', testNow()), 21 + (Date.now() % 20) * 7);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 6) date = addDays(date, 1);
  return date;
}

const date = farSaturday();
const SHOTS = process.env.E2E_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

async function fitsWidth(page: Page) {
  // No DOM types in the tests' compilation, hence `any`.
  return page.evaluate(() => {
    const root = (globalThis as any).document.documentElement;
    return root.scrollWidth <= root.clientWidth;
  });
}

test.beforeAll(async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const admin = await createAdmin();
  await signInByApi(request, baseURL!, admin.phone, admin.password);
  const data = generateOpenHouses({ count: COUNT, dates: [date], seed: Number(date.replaceAll('-', '')) });
  const imported = await request.post('/api/open-house/import', { data: { json_data: data, override_date: null }, headers: { origin: baseURL! }, timeout: 150_000 });
  expect(imported.status(), await imported.text()).toBe(200);
  process.env.E2E_LISTINGS_ADMIN = JSON.stringify(admin);
});

async function signIn(page: Page, baseURL: string) {
  const admin = JSON.parse(process.env.E2E_LISTINGS_ADMIN!) as { phone: string; password: string };
  await signInByApi(page.request, baseURL, admin.phone, admin.password);
}

test('the browser fills the map and the list page after page, and filters on the server', async ({ page, baseURL }) => {
  test.slow();
  await signIn(page, baseURL!);
  await page.setViewportSize({ width: 1280, height: 900 });
  const pages: string[] = [];
  page.on('request', (request) => request.url().includes('/api/open-house/listings') && pages.push(request.url()));
  await page.goto(`/open-house-browse?date=${date}`);
  // While pages arrive, the count moves; the list is there from the first page.
  await expect(page.getByRole('heading', { level: 2, name: /^Open houses on / })).toBeVisible();
  await shoot(page, 'listings-1280-loading');
  await expect(page.getByRole('status').filter({ hasText: 'Showing 1,204 of 1,204 open houses' })).toBeVisible({ timeout: 60_000 });
  expect(pages.length).toBe(3);
  expect(pages.slice(1).every((url) => url.includes('cursor='))).toBe(true);
  await expect(page.getByRole('region', { name: /^Map of 1,\d{3} open houses on / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show 100 more' })).toBeVisible();
  await shoot(page, 'listings-1280');
  await expectAccessible(page);

  // A filter asks the server again, from the first page; the form keeps the focus while it loads.
  pages.length = 0;
  await page.getByLabel('Min beds').selectOption('5');
  await expect(page.getByRole('status').filter({ hasText: /^Showing \d+ of 1,204 open houses$/ })).toBeVisible({ timeout: 60_000 });
  expect(pages[0]).toContain('min_beds=5');
  // Typing a price: the server is asked once the typing stops, and the field keeps the focus.
  const asked = page.waitForRequest((request) => request.url().includes('min_price=500000') && request.url().includes('min_beds=5'));
  await page.getByLabel('Min price').pressSequentially('500000');
  await asked;
  await expect(page.getByRole('status').filter({ hasText: /^Showing \d+ of 1,204 open houses$/ })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByLabel('Min price')).toBeFocused();
  expect(pages.some((url) => url.includes('min_price=5&'))).toBe(false);
  expect(pages[0]).not.toContain('cursor=');
  const beds = await page.locator('table tbody tr').allInnerTexts();
  expect(beds.length).toBeGreaterThan(0);
  await shoot(page, 'listings-1280-filtered');
  await expectAccessible(page);
});

test('on a phone: cards under the map, the count, no sideways scrolling', async ({ page, baseURL }) => {
  test.slow();
  await signIn(page, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/open-house-browse?date=${date}`);
  await expect(page.getByRole('status').filter({ hasText: 'Showing 1,204 of 1,204 open houses' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('list', { name: /^Open houses on / }).getByRole('listitem')).toHaveCount(100);
  await page.getByRole('button', { name: 'Show 100 more' }).click();
  await expect(page.getByRole('list', { name: /^Open houses on / }).getByRole('listitem')).toHaveCount(200);
  expect(await fitsWidth(page)).toBe(true);
  await page.getByRole('heading', { level: 1, name: 'Open houses' }).scrollIntoViewIfNeeded();
  await shoot(page, 'listings-390');
  await expectAccessible(page);
});

test('the contact logger lists the date 25 at a time, and finds a chosen house by its number', async ({ page, baseURL }) => {
  test.slow();
  await signIn(page, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/agent-contacts?log=open-house&date=${date}`);
  const houses = page.getByRole('list', { name: /^Open houses of / }).getByRole('listitem');
  await expect(houses).toHaveCount(25);
  await expect(page.getByRole('status').filter({ hasText: 'Showing the first 25 open houses.' })).toBeVisible();
  const more = page.getByRole('button', { name: 'Load more open houses' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(houses).toHaveCount(50);
  await expect(more).toBeFocused();
  expect(await fitsWidth(page)).toBe(true);
  await shoot(page, 'logger-390');
  await expectAccessible(page);

  // From the browser's "Log contact": the house is looked up by its MLS number, step 1 skipped.
  const last = await houses.nth(49).innerText();
  const mls = /MLS (\S+)/.exec(last)![1]!;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/agent-contacts?log=open-house&date=${date}&mls=${mls}`);
  await expect(page.getByRole('heading', { name: 'Who did you meet?' })).toBeVisible();
  await shoot(page, 'logger-1280-chosen');
  await expectAccessible(page);
});
