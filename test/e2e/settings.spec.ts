import { expect } from '@playwright/test';
import { test } from './support/clock.js';
import { DEMO_ADMIN, allowForSeeding, seedDemo } from './support/ordering.js';
import { expectAccessible, signInByApi } from './support/stack.js';

// D-212: /settings draws its sections one after another, and a disclaimer part's text grows
// with what is typed (in CSS where the browser can), from four lines up to eighteen.

const SECTIONS = ['Prices', 'Daily capacity', 'Report promise', 'Blocked dates', 'Report disclaimer', 'Route planner'];

test.beforeAll(async () => {
  allowForSeeding();
  await seedDemo();
});

test('on a phone every section arrives in order, and a disclaimer part grows with its text', async ({ page, baseURL }) => {
  await signInByApi(page.request, baseURL!, DEMO_ADMIN.phone, DEMO_ADMIN.password);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings');
  await expect(page.locator('main section').getByRole('heading', { level: 2 })).toHaveText(SECTIONS);
  for (const name of SECTIONS) await expect(page.getByRole('region', { name })).toBeVisible();

  const text = page.getByRole('textbox', { name: 'Part 1 text' });
  const lines = (count: number) => Array.from({ length: count }, (_, at) => `Line ${at + 1}`).join('\n');
  const heightWith = async (value: string) => {
    await text.fill(value);
    return (await text.boundingBox())!.height;
  };
  const one = await heightWith('One line');
  const four = await heightWith(lines(4));
  const ten = await heightWith(lines(10));
  const eighteen = await heightWith(lines(18));
  const forty = await heightWith(lines(40));
  // Four lines at least, one line's height more for each line up to eighteen, and no more after.
  expect(four).toBe(one);
  expect(ten).toBeGreaterThan(four + 5 * 15);
  expect(eighteen).toBeGreaterThan(ten + 7 * 15);
  expect(forty).toBe(eighteen);
  await expectAccessible(page);
});
