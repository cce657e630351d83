import { expect } from '@playwright/test';
import { test } from './support/worker-stack.js';
import { createAdmin, expectAccessible, signInByApi } from './support/stack.js';

test.describe('signed-in layout', () => {
  test('dashboard cards, breadcrumb and the mobile sidebar', async ({ page, baseURL }) => {
    const admin = await createAdmin();
    await signInByApi(page.request, baseURL!, admin.phone, admin.password);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/^DASHBOARD\s*\/\s*DASHBOARD$/);
    await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(page.locator('a[href^="sms:"]').first()).toBeVisible();
    await expectAccessible(page);

    // On a phone the sidebar hides behind a toggle, closes with its button, and with any link.
    const nav = page.locator('#sidebar');
    const burger = page.getByRole('banner').getByRole('button', { name: /navigation/i });
    await expect(nav).not.toBeInViewport();
    await burger.click();
    await expect(nav).toBeInViewport();
    await expect(nav).toContainText('Erin Admin');
    await nav.getByRole('button', { name: 'Close navigation' }).click();
    await expect(nav).not.toBeInViewport();
    await burger.click();
    await nav.getByRole('link', { name: 'DASHBOARD' }).click();
    await expect(nav).not.toBeInViewport();

    // A signed-in visitor who opens /login (a bookmark, Back) goes straight on.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);

    // Logout ends the session on the server too.
    await burger.click();
    await nav.getByRole('button', { name: /log ?out/i }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.request.get('/api/update-info')).status()).toBe(401);
  });
});
