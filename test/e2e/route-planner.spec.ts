import { expect, type Page } from '@playwright/test';
import { dateIn } from '#shared/dates.js';
import { optimizeReplySchema } from '#shared/route-planner.js';
import { installClock, test, testNow } from './support/clock.js';
import { SAMPLE_DEFAULTS } from '#infra/cli/open-house-sample-command.js';
import { comingWeekend, generateOpenHouses } from '#infra/cli/open-house-sample.js';
import { createAdmin, expectAccessible, signInByApi } from './support/stack.js';

// The route planner from the demo day to the phone: an admin plans the seeded weekend's
// Saturday (the same sample seed-demo imports), saves the route, reopens it from My
// Routes, generates the map in a new tab and follows the route on a phone. axe on every page.

const weekend = comingWeekend(dateIn('America/Chicago', testNow()));
const [saturday] = weekend;
const demoItems = generateOpenHouses({ count: SAMPLE_DEFAULTS.count, dates: weekend, seed: SAMPLE_DEFAULTS.seed });
/** A phone-sized screen (as ordering-phone.spec.ts). */
const phoneScreen = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 } as const;
const routeName = `Demo Saturday ${Date.now() % 100_000}`;

async function signedInAdmin(page: Page, baseURL: string) {
  const admin = await createAdmin();
  await signInByApi(page.request, baseURL, admin.phone, admin.password);
  return admin;
}

test('an admin plans the demo day, saves the route, reopens it, maps it and follows it on a phone', async ({ page, browser, baseURL }) => {
  test.slow(); // several pages under axe; the first requests compile their handlers
  const admin = await signedInAdmin(page, baseURL!);
  const imported = await page.request.post('/api/open-house/import', { data: { json_data: demoItems, override_date: null, skip_duplicates: true }, headers: { origin: baseURL! } });
  expect(imported.status(), await imported.text()).toBe(200);

  // The open-house browser's link preselects the date; no date is refused with the spec's message.
  await page.goto(`/route-planner?date=${saturday}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Route planner' })).toBeVisible();
  await expect(page.getByLabel('Date')).toHaveValue(saturday!);
  await expect(page.getByLabel('Start time')).toHaveValue('09:00');
  await expect(page.getByLabel('Visit duration')).toHaveValue('5');
  await expect(page.getByRole('checkbox', { name: /dedupe agents/ })).toBeChecked();
  await expectAccessible(page);
  await page.getByLabel('Date').selectOption('');
  await page.getByRole('button', { name: 'Optimize' }).click();
  await expect(page.getByText('Please select a date')).toBeVisible();

  // Optimize: the summary and the stops, each with Log Contact and Maps.
  await page.getByLabel('Date').selectOption(saturday!);
  const optimized = page.waitForResponse((response) => response.url().endsWith('/api/route-planner/optimize'));
  await page.getByRole('button', { name: 'Optimize' }).click();
  const summary = page.getByRole('region', { name: /^Route for / });
  await expect(summary).toBeVisible();
  // How far from the best (issue 29): "Optimal route", or within the reply's gap of the proved bound.
  const { summary: planned } = optimizeReplySchema.parse(await (await optimized).json());
  const quality = planned.is_optimal ? /^Optimal route/ : planned.gap ? new RegExp(`^Within ${planned.gap} visits? of the best possible`) : /^No route visits more/;
  expect(planned.upper_bound).toBe(planned.total_stops + planned.gap!);
  await expect(summary.getByTestId('route-quality')).toHaveText(quality);
  await expect(page.getByRole('heading', { level: 2, name: /^Route for / })).toBeFocused();
  const stops = page.getByRole('list', { name: 'Stops in visiting order' }).getByRole('listitem');
  const stopCount = await stops.count();
  expect(stopCount).toBeGreaterThanOrEqual(8);
  const first = stops.first();
  const firstAddress = ((await first.getAttribute('aria-label')) ?? '').replace(/^Stop 1: /, '');
  const logContact = first.getByRole('link', { name: /^Log Contact/ });
  await expect(logContact).toHaveAttribute('href', new RegExp(`^/agent-contacts\\?log=open-house&date=${saturday}&mls=\\d+$`));
  await expect(first.getByRole('link', { name: /^Maps/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d+\.\d+,-?\d+\.\d+$/);
  await expect(first.getByRole('link', { name: /^Maps/ })).toHaveAttribute('target', '_blank');
  await expectAccessible(page);

  // Save with a name.
  await page.getByLabel('Route name').fill(routeName);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved as “${routeName}”.` })).toBeVisible();

  // Generate Map: a new tab with Leaflet, a numbered marker per stop and the path, under the site's CSP.
  const [mapPage] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Generate Map' }).click()]);
  const cspErrors: string[] = [];
  mapPage.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  await expect(mapPage.locator('.leaflet-container')).toBeVisible();
  await expect(mapPage.locator('.stop-icon')).toHaveCount(stopCount);
  await expect(mapPage.locator('path.leaflet-interactive')).toHaveCount(1);
  await expect(mapPage.getByRole('heading', { level: 1 })).toHaveText(`Open-house route for ${saturday}`);
  await mapPage.locator('.stop-icon').first().click();
  await expect(mapPage.locator('.leaflet-popup-content')).toContainText(firstAddress);
  await expect(mapPage.locator('.leaflet-popup-content')).toContainText(/^1\. .*Visit .* to .*Open .* to /);
  expect(cspErrors).toEqual([]);
  await expectAccessible(mapPage);
  await mapPage.close();

  // My Routes lists it; opening it shows the saved stops again.
  await page.reload();
  await page.getByRole('button', { name: 'My Routes' }).click();
  const dialog = page.getByRole('dialog', { name: 'My Routes' });
  await expect(dialog.getByText(routeName)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: `Open ${routeName}` }).click();
  await expect(summary).toBeVisible();
  await expect(stops).toHaveCount(stopCount);
  await expect(page.getByLabel('Route name')).toHaveValue(routeName);
  await expect(summary.getByTestId('route-quality')).toHaveText(quality);

  // Follow Route: the saved route's address, opened on a phone.
  await page.getByRole('button', { name: 'Follow Route' }).click();
  await expect(page).toHaveURL(/\/mobile-route-follower\?route=[\w-]+$/);
  const followUrl = new URL(page.url()).pathname + new URL(page.url()).search;

  const phone = await browser.newContext({ baseURL, ...phoneScreen });
  await installClock(phone);
  const phonePage = await phone.newPage();
  await signInByApi(phonePage.request, baseURL!, admin.phone, admin.password);
  await phonePage.goto(followUrl);
  await expect(phonePage.getByRole('heading', { level: 1, name: 'Follow route' })).toBeVisible();
  await expect(phonePage.getByRole('heading', { level: 2 }).first()).toHaveText(firstAddress);
  await expect(phonePage.getByText(`0 of ${stopCount} stops done (0 visited)`)).toBeVisible();
  await expect(phonePage.getByRole('timer')).toContainText(/later day|Opens in|Open now|Closes in|closed|passed/);
  await expect(phonePage.getByRole('link', { name: 'Navigate' })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//);
  await expect(phonePage.getByRole('link', { name: 'Log Contact' })).toHaveAttribute('href', new RegExp(`^/agent-contacts\\?log=open-house&date=${saturday}&mls=\\d+$`));
  await expect(phonePage.getByRole('region', { name: 'Next stop' })).toBeVisible();
  await expectAccessible(phonePage);
  // A saved route's marks are kept by the server (D-228): both answered before the reload.
  const marked = (answer: { url(): string; request(): { method(): string } }) => answer.url().endsWith('/progress') && answer.request().method() === 'PUT';
  await Promise.all([phonePage.waitForResponse(marked), phonePage.getByRole('button', { name: 'Mark visited' }).click()]);
  await Promise.all([phonePage.waitForResponse(marked), phonePage.getByRole('button', { name: 'Skip' }).click()]);
  await expect(phonePage.getByText(`2 of ${stopCount} stops done (1 visited)`)).toBeVisible();
  await expect(phonePage.getByRole('heading', { level: 2 }).first()).toBeFocused();
  // A reload keeps the route and the progress.
  await phonePage.reload();
  await expect(phonePage.getByText(`2 of ${stopCount} stops done (1 visited)`)).toBeVisible();
  const fitsWidth = await phonePage.evaluate(() => {
    const root = (globalThis as any).document.documentElement;
    return root.scrollWidth <= root.clientWidth;
  });
  expect(fitsWidth).toBe(true);
  await phone.close();
});

test('the follower without a route says so, and My Routes starts empty', async ({ page, baseURL }) => {
  await signedInAdmin(page, baseURL!);
  await page.goto('/mobile-route-follower');
  await expect(page.getByText('No route to follow')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/route-planner');
  await page.getByRole('button', { name: 'My Routes' }).click();
  await expect(page.getByRole('dialog', { name: 'My Routes' }).getByText('No saved routes yet. Optimize and save a route first!')).toBeVisible();
});
