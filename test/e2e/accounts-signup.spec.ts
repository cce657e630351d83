import { expect, type Page } from '@playwright/test';
import { test } from './support/worker-stack.js';
import { enterPhoneCode, newAgent, signUpAndOpenEmailLink, type NewAgent } from './support/signup.js';
import { QUIET, addVirtualAuthenticator, createAdmin, expectAccessible, signInByApi } from './support/stack.js';

/** An admin approves the agent on /admin-agents, in its own browser context. */
async function approveOnAdminPage(page: Page, baseURL: string, agent: NewAgent) {
  const admin = await createAdmin();
  const context = await page.context().browser()!.newContext({ ...QUIET, baseURL });
  const adminPage = await context.newPage();
  await signInByApi(adminPage.request, baseURL, admin.phone, admin.password);
  await adminPage.goto('/admin-agents');
  const pending = adminPage.getByRole('region', { name: /Pending Agent Approvals/ });
  await expect(pending).toContainText(`${agent.firstName} ${agent.lastName}`);
  await expectAccessible(adminPage);
  await pending.getByRole('button', { name: `Approve ${agent.firstName} ${agent.lastName}` }).click();
  const dialog = adminPage.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to approve this agent?');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByRole('region', { name: /Active Agents/ })).toContainText(`${agent.firstName} ${agent.lastName}`);
  await context.close();
}

async function startLogin(page: Page, agent: NewAgent) {
  await page.goto('/login');
  await page.getByLabel('Mobile phone').fill(agent.phone);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('signup with a password, approval, then sign-in', async ({ page, baseURL }) => {
  const agent = newAgent('Paula');
  await signUpAndOpenEmailLink(page, agent);
  await expectAccessible(page);
  await page.getByText('Password', { exact: true }).click();
  await page.locator('input[name="password"]').fill(agent.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await expectAccessible(page);
  await enterPhoneCode(page, agent);
  await expect(page).toHaveURL(/\/login$/);

  // Pending: the right password is told to wait for approval.
  await startLogin(page, agent);
  await page.getByRole('textbox', { name: 'Password' }).fill(agent.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/pending-approval$/);
  await expectAccessible(page);

  await approveOnAdminPage(page, baseURL!, agent);
  await startLogin(page, agent);
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Password' }).fill(agent.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Paula');
});

test('signup with a passkey, approval, then sign-in with the passkey', async ({ page, baseURL }) => {
  await addVirtualAuthenticator(page);
  const agent = newAgent('Quinn');
  await signUpAndOpenEmailLink(page, agent);
  await page.getByText('Passkey (recommended)').click();
  await page.getByRole('button', { name: 'Create passkey and continue' }).click();
  await enterPhoneCode(page, agent);
  await expect(page).toHaveURL(/\/login$/);

  await approveOnAdminPage(page, baseURL!, agent);
  await startLogin(page, agent);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Quinn');
});

test('someone who left mid-way finishes on /setup-auth and /verify-phone', async ({ page }) => {
  const agent = newAgent('Rosa');
  const userId = await signUpAndOpenEmailLink(page, agent, { isContinuing: false });
  await page.goto(`/setup-auth/${userId}`);
  await expectAccessible(page);
  await page.getByText('Password', { exact: true }).click();
  await page.locator('input[name="password"]').fill(agent.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/verify-phone/${userId}$`));
  await expectAccessible(page);
  await enterPhoneCode(page, agent);
  await expect(page).toHaveURL(/\/pending-approval$/);
});
