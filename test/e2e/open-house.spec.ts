import { expect } from '@playwright/test';
import { addDays, dateIn } from '#shared/dates.js';
import { test, testNow } from './support/clock.js';
import { createAdmin, expectAccessible, signInByApi } from './support/stack.js';

// The open-house import from file to map: an admin uploads the weekend's MLS export
// (one listing already imported, one broken item, two new ones), previews it, imports
// it, reads the statistics, then browses the date on the list and the map. axe on every step.

/** The coming Saturday in the business's zone (always after today), so the listings are in the future. */
function comingSaturday(): string {
  let date = addDays(dateIn('America/Chicago', testNow()), 1);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 6) date = addDays(date, 1);
  return date;
}

const saturday = comingSaturday();
const [, month, day] = saturday.split('-').map(Number) as [number, number, number];
/** The MLS export's window text (product/rules.md "Open houses and routes"): `Sat 11/22 1:00PM-3:00PM`. */
const windowText = (hours: string) => `Sat ${month}/${day} ${hours}`;
/** MLS numbers of this run, so a second run on the same stack meets no old listing. */
const run = String(Date.now()).slice(-6);

const item = (suffix: string, street: string, overrides: Record<string, unknown> = {}) => ({
  mls: `${run}${suffix}`,
  agentName: `Agent ${suffix}`,
  agentId: `AG${run}${suffix}`,
  brokerName: 'Bayou Realty',
  price: 425_000,
  address: `${street}, Houston, TX 77007`,
  beds: 3,
  baths: 2,
  sqft: 1_850,
  openHouse: windowText('1:00PM-3:00PM'),
  detailLink: `https://mls.example.com/listing/${run}${suffix}`,
  lat: 29.7704,
  lng: -95.4021,
  daysOnMarket: 9,
  isGated: false,
  ...overrides,
});

const duplicate = item('01', `${run} Heights Blvd`);
const firstNew = item('02', `${run} Yale St`, { lat: 29.7821, lng: -95.3987, openHouse: windowText('2:00PM-4:00PM') });
const broken = item('03', `${run} Nowhere Ln`, { openHouse: 'whenever the seller likes' });
const secondNew = item('04', `${run} Studewood St`, { lat: 29.7912, lng: -95.3857, isGated: true });
const exportJson = JSON.stringify([duplicate, firstNew, broken, secondNew], null, 2);

test('an admin imports the weekend’s open houses and browses them on the list and the map', async ({ page, baseURL }) => {
  test.slow(); // four pages under axe, the first requests compile their handlers
  const admin = await createAdmin();
  await signInByApi(page.request, baseURL!, admin.phone, admin.password);
  // One listing is already in: imported through the API, as an earlier import would have.
  const earlier = await page.request.post('/api/open-house/import', {
    data: { json_data: [duplicate], override_date: null, skip_duplicates: true },
    headers: { origin: baseURL! },
  });
  expect(earlier.status(), await earlier.text()).toBe(200);

  // Step 1: upload. An empty paste is refused with the spec's message.
  await page.goto('/open-house-upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Import open houses' })).toBeVisible();
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please paste your JSON data first' })).toBeVisible();
  await page.getByLabel('Open-house JSON file').setInputFiles({ name: 'weekend.json', mimeType: 'application/json', buffer: Buffer.from(exportJson) });
  await expect(page.getByText('Loaded weekend.json')).toBeVisible();
  await expect(page.getByLabel('Listings JSON')).toHaveValue(exportJson);
  await expect(page.getByRole('radio', { name: 'Auto-detect date from the listings' })).toBeChecked();
  await expectAccessible(page);

  // Step 2: preview. The duplicate and the broken item are named; the heading has focus.
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const heading = page.getByRole('heading', { level: 2, name: 'Preview the import' });
  await expect(heading).toBeFocused();
  await expect(page.getByRole('region', { name: 'Duplicates' })).toContainText(duplicate.address);
  await expect(page.getByRole('region', { name: 'Errors' })).toContainText(`Item 3 (MLS ${broken.mls})`);
  await expect(page.getByRole('region', { name: 'Sample of new listings' })).toContainText(firstNew.address);
  await expect(page.getByRole('checkbox', { name: 'Skip duplicates' })).toBeChecked();
  await expectAccessible(page);

  // Back keeps the data; a second preview gives the same.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Listings JSON')).toHaveValue(exportJson);
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(heading).toBeFocused();

  // Step 3: import, the results and the database statistics.
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Import complete' })).toBeFocused();
  const stats = page.getByRole('region', { name: 'Database statistics' });
  await expect(stats).toContainText('Listings stored');
  await expect(stats).toContainText('Open-house dates');
  await expect(stats).toContainText('Listing agents');
  await expect(page.locator('dt', { hasText: 'Imported' }).locator('xpath=following-sibling::dd[1]')).toHaveText('2');
  await expect(page.locator('dt', { hasText: 'Skipped' }).locator('xpath=following-sibling::dd[1]')).toHaveText('1');
  await expectAccessible(page);

  // The browser opens on the imported date: the list, and the map of the houses with coordinates.
  // The street tiles cannot load (as on a machine offline): the map says so over itself, asks no
  // more, and our code logs nothing; the browser's own lines for the failed tiles are not ours.
  let tileRequests = 0;
  await page.route(/tile\.openstreetmap\.org/, (route) => {
    tileRequests++;
    return route.abort('internetdisconnected');
  });
  const logged: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && !message.text().startsWith('Failed to load resource') && logged.push(message.text())));
  page.on('pageerror', (error) => void logged.push(error.message));
  await page.getByRole('link', { name: 'Browse open houses' }).click();
  await expect(page).toHaveURL(new RegExp(`/open-house-browse\\?date=${saturday}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Open houses' })).toBeVisible();
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(saturday);
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(page.getByRole('region', { name: /^Map of \d+ open houses? on / })).toBeVisible();
  await expect(page.getByText(/^The street map could not be loaded\./)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'The street map could not be loaded.' })).toHaveCount(1);
  const asked = tileRequests;
  expect(asked).toBeGreaterThan(0);
  for (const listing of [duplicate, firstNew, secondNew]) await expect(page.getByText(listing.address, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(broken.address, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Plan a route for this date' })).toHaveAttribute('href', `/route-planner?date=${saturday}`);
  await expectAccessible(page);

  // Choosing a listing opens its marker's popup; a filter narrows the list.
  await page.getByRole('button', { name: `Show on map ${secondNew.address}` }).click();
  await expect(page.locator('.leaflet-popup-content')).toContainText(secondNew.address);
  // The map moved to the marker without asking for tiles again.
  expect(tileRequests).toBe(asked);
  expect(logged).toEqual([]);
  await page.getByLabel('Open at').fill('15:30');
  await expect(page.getByText(firstNew.address, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(secondNew.address, { exact: true })).toHaveCount(0);

  // On a phone: cards under the map, and no sideways scrolling.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page.getByText(secondNew.address, { exact: true }).first()).toBeVisible();
  // No DOM types in the tests' compilation, hence `any`.
  const fitsWidth = await page.evaluate(() => {
    const root = (globalThis as any).document.documentElement;
    return root.scrollWidth <= root.clientWidth;
  });
  expect(fitsWidth).toBe(true);
  await expectAccessible(page);
});
