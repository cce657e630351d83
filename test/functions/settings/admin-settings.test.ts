import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getSettings } from '#functions/settings/get-admin-settings.js';
import { handler as putCapacity } from '#functions/settings/put-admin-settings-capacity.js';
import { handler as putPricing } from '#functions/settings/put-admin-settings-pricing.js';
import { DEFAULT_DAILY_CAPACITY } from '#functions/data/settings.js';
import { DEFAULT_PRICING, pricingSchema } from '#shared/booking.js';
import { DEFAULT_DISCLAIMER } from '#shared/report-disclaimer.js';
import { pricingValuesSchema } from '#shared/settings.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { DEFAULT_ROUTE_SETTINGS } from '#shared/route-planner.js';

let admin = '';
beforeAll(async () => {
  await provisionTestTable();
  admin = (await makeUser({ is_admin: true })).token;
});

const savePricing = (body: unknown, token = admin) =>
  call(putPricing, 'PUT /api/admin/settings/pricing', { body, token, headers: sameSite });
const saveCapacity = (body: unknown, token = admin) =>
  call(putCapacity, 'PUT /api/admin/settings/capacity', { body, token, headers: sameSite });

describe('admin settings: prices and capacity', () => {
  // First in the file: the table is this file's own, so nothing has been saved yet.
  it('answers product/rules.md defaults at version 0 when nothing is saved', async () => {
    const answer = await call(getSettings, 'GET /api/admin/settings', { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      pricing: { ...DEFAULT_PRICING, version: 0 },
      capacity: { daily_capacity: DEFAULT_DAILY_CAPACITY, version: 0 },
      report_promise: { report_promise_hours: 24, version: 0 },
      blocked_dates: [],
      today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      report_disclaimer: { parts: DEFAULT_DISCLAIMER, version: 0, is_default: true },
      route_planner: { ...DEFAULT_ROUTE_SETTINGS, version: 0 },
    });
  });

  it('saves prices over the version read, and refuses a stale version with 409', async () => {
    const values = { ...DEFAULT_PRICING, base_price: 400 };
    const first = await savePricing({ values, version: 0 });
    expect(first.status).toBe(200);
    expect(first.json.pricing).toEqual({ ...values, version: 1 });
    // A second admin who loaded version 0 too.
    const stale = await savePricing({ values: { ...values, base_price: 450 }, version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toBe('Someone else changed these settings. Reload and try again.');
    const read = await call(getSettings, 'GET /api/admin/settings', { token: admin });
    expect(read.json.pricing).toEqual({ ...values, version: 1 });
    expect((await savePricing({ values: { ...values, base_price: 425 }, version: 1 })).json.pricing.version).toBe(2);
  });

  it('saves the daily capacity with the same version check', async () => {
    const saved = await saveCapacity({ daily_capacity: 3, version: 0 });
    expect(saved.json.capacity).toEqual({ daily_capacity: 3, version: 1 });
    expect((await saveCapacity({ daily_capacity: 4, version: 0 })).status).toBe(409);
    const read = await call(getSettings, 'GET /api/admin/settings', { token: admin });
    expect(read.json.capacity).toEqual({ daily_capacity: 3, version: 1 });
  });

  it('answers readable messages for bad values', async () => {
    const bad = async (values: Record<string, unknown>) => (await savePricing({ values: { ...DEFAULT_PRICING, ...values }, version: 0 })).json;
    expect(await bad({ base_price: -1 })).toEqual({ error: 'The base price must be at least 0.', field: 'values.base_price' });
    expect(await bad({ step_sqft: 0 })).toEqual({ error: 'The step size in square feet must be at least 1.', field: 'values.step_sqft' });
    expect((await bad({ bath_price: 12.5 })).error).toBe('The price per extra bathroom must be a whole number.');
    expect((await bad({ multi_family_price: '100' })).error).toBe('Enter the Multi-Family adder.');
    expect((await saveCapacity({ daily_capacity: 21, version: 0 })).json.error).toBe('The daily capacity must be at most 20.');
    expect((await saveCapacity({ daily_capacity: 0, version: 0 })).json.error).toBe('The daily capacity must be at least 1.');
  });

  it('keeps the form schema within the price rule’s own bounds', () => {
    // What the settings page accepts, the quote (shared/booking.ts) must be able to read.
    for (const value of [0, 1, 20, 1_000, 5_000, 10_000, 20_000]) {
      const values = Object.fromEntries(Object.keys(DEFAULT_PRICING).map((key) => [key, value]));
      expect(pricingValuesSchema.safeParse(values).success).toBe(pricingSchema.safeParse(values).success);
    }
  });

  it('answers 403 to an agent', async () => {
    const { token } = await makeUser();
    expect((await call(getSettings, 'GET /api/admin/settings', { token })).status).toBe(403);
    expect((await savePricing({ values: DEFAULT_PRICING, version: 0 }, token)).status).toBe(403);
    expect((await saveCapacity({ daily_capacity: 2, version: 0 }, token)).status).toBe(403);
  });
});
