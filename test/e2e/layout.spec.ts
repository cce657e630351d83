import { expect } from '@playwright/test';
import { test } from './support/worker-stack.js';
import { ADMIN_PAGES } from '#shared/admin-pages.js';
import { DEMO_AGENT, allowForSeeding, seedDemo } from './support/ordering.js';
import { createAdmin, expectAccessible, signInByApi } from './support/stack.js';

test.describe('signed-in layout', () => {
  test('dashboard cards, breadcrumb and the mobile sidebar', async ({ page, baseURL }) => {
    const admin = await createAdmin();
    await signInByApi(page.request, baseURL!, admin.phone, admin.password);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/^DASHBOARD$/);
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

  test('an agent is refused every admin page: no link, none of its reads, sent to the dashboard (D-241)', async ({ page, baseURL }) => {
    allowForSeeding();
    await seedDemo();
    await signInByApi(page.request, baseURL!, DEMO_AGENT.phone, DEMO_AGENT.password);
    const refused: string[] = [];
    page.on('response', (answer) => void (answer.status() === 403 && refused.push(answer.url())));
    await page.goto('/dashboard');
    const links = page.locator('#sidebar a');
    await expect(links.filter({ hasText: 'MY INSPECTIONS' })).toHaveCount(1);
    const hrefs = await links.evaluateAll((anchors: any[]) => anchors.map((anchor) => anchor.getAttribute('href')));
    for (const segment of ADMIN_PAGES) {
      expect(hrefs, segment).not.toContain(`/${segment}`);
      await page.goto(`/${segment}`);
      await expect(page, segment).toHaveURL(/\/dashboard$/);
      await expect(page.getByText('Access denied. Admin privileges required.')).toBeVisible();
    }
    expect(refused).toEqual([]);
  });
});
