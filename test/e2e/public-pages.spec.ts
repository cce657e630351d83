import { expect } from '@playwright/test';
import { test } from './support/worker-stack.js';
import { expectAccessible } from './support/stack.js';

test.describe('public pages', () => {
  test('the landing page offers the portal, six features, eight FAQ entries and the licence', async ({ page, request }) => {
    const business = (await (await request.get('/api/business-info')).json()) as { name: string; license: string };
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${business.name} - Greater Houston`);
    await expect(page.locator('section[aria-labelledby="features-title"] h3')).toHaveCount(6);
    await expect(page.locator('section[aria-labelledby="faq-title"]').getByRole('button')).toHaveCount(8);
    await expect(page.getByRole('contentinfo')).toContainText(business.license);
    // The FAQ carries the spec's facts.
    await page.getByRole('button', { name: /cancel or reschedule/i }).click();
    await expect(page.getByText(/48 hours/).first()).toBeVisible();
    await expectAccessible(page);
    // Signed out, the Agent Portal button leads to the sign-in page.
    await page.getByRole('link', { name: 'Agent Portal' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('privacy policy and terms explain SMS consent, STOP, HELP and frequency', async ({ page }) => {
    for (const path of ['/privacy-policy', '/terms-of-service']) {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main).toContainText('STOP');
      await expect(main).toContainText('HELP');
      await expect(main).toContainText(/1 to 5 messages/i);
      await expectAccessible(page);
    }
  });

  test('each public page arrives as HTML with its own title, description and content, before any JavaScript', async ({ browser, request }) => {
    const business = (await (await request.get('/api/business-info')).json()) as { name: string };
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveTitle(`${business.name} - Greater Houston`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Greater Houston/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${business.name} - Greater Houston`);
    await expect(page.locator('section[aria-labelledby="faq-title"]').getByRole('button')).toHaveCount(8);
    await page.goto('/login');
    await expect(page).toHaveTitle(`Sign in | ${business.name}`);
    await expect(page.getByRole('heading', { name: 'Agent sign in' })).toBeVisible();
    // A signed-in page has its own title too; its content is the user's, so it waits for JavaScript.
    await page.goto('/my-inspections');
    await expect(page).toHaveTitle(`My inspections | ${business.name}`);
    await context.close();
  });

  test('the dev outbox arrives as HTML while the deployment is checked, then hydrates into the sent messages', async ({ browser, page }) => {
    const bare = await browser.newContext({ javaScriptEnabled: false });
    const html = await bare.newPage();
    await html.goto('/dev/outbox');
    await expect(html.getByRole('heading', { level: 1 })).toHaveText('Sent messages');
    await expect(html.getByText('Loading messages…').first()).toBeVisible();
    await bare.close();
    // Hydration that did not match the HTML, or a request that failed, would be logged.
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    await page.goto('/dev/outbox');
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    await expect(page.getByRole('status').filter({ hasText: /^(\d+ messages|1 message)$/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("what a visitor types and submits before a rendered page's script has run is kept, never posted natively", async ({ page }) => {
    // The page's scripts start after its first paint (D-171): hold the entry back meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // A hydration mismatch is logged as an error; the 401 (no session) and 404 (no such phone) are the API's answers.
    page.on('console', (message) => message.type() === 'error' && !message.text().startsWith('Failed to load resource') && errors.push(message.text()));
    await page.goto('/login');
    const phone = page.getByLabel('Mobile phone');
    await phone.pressSequentially('7135550100');
    await page.getByRole('button', { name: 'Continue' }).click();
    // Held: no native GET with the number in the address, the page and the value stay.
    await expect(page).toHaveURL(/\/login$/);
    await expect(phone).toHaveValue(/713.*555.*0100/);
    release();
    // Once hydrated, the held submit goes through the app: no account has that number.
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveValue(/713.*555.*0100/);
    await expect(page).toHaveURL(/\/login$/);
    expect(errors).toEqual([]);
  });

  test('a signed-out visitor to /dashboard is sent to /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown page is a real 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
    await expectAccessible(page);
  });
});
