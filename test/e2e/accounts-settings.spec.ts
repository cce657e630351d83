import { expect } from '@playwright/test';
import { test } from './support/worker-stack.js';
import { QUIET, addVirtualAuthenticator, createAdmin, expectAccessible, freshPhone, signInByApi, waitForMessage } from './support/stack.js';

test('manage auth never leaves an account without a way in', async ({ page, baseURL }) => {
  const account = await createAdmin();
  await addVirtualAuthenticator(page);
  await signInByApi(page.request, baseURL!, account.phone, account.password);
  await page.goto('/manage-auth');
  const password = page.getByRole('region', { name: /password/i });
  const passkeys = page.getByRole('region', { name: /passkeys/i });
  // Only a password: it cannot be removed, and the page says why before any click.
  await expect(password.getByRole('button', { name: 'Remove password' })).toBeDisabled();
  await expect(password).toContainText(/passkey/i);
  await expectAccessible(page);

  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys).toContainText('Passkey 1');
  await password.getByRole('button', { name: 'Remove password' }).click();
  const dialog = page.getByRole('dialog');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: /remove/i }).click();
  await expect(password.getByRole('button', { name: 'Add password' })).toBeVisible();
  // Now the passkey is the last way in.
  await expect(passkeys.getByRole('button', { name: /remove/i })).toBeDisabled();

  await password.getByRole('button', { name: 'Add password' }).click();
  await password.getByRole('textbox', { name: 'Password' }).fill('back-in-business');
  await password.getByRole('button', { name: /save/i }).click();
  await expect(password.getByRole('button', { name: 'Change password' })).toBeVisible();
  await expect(passkeys.getByRole('button', { name: /remove/i })).toBeEnabled();
});

test('profile edit and invite', async ({ page, baseURL }) => {
  const account = await createAdmin();
  await signInByApi(page.request, baseURL!, account.phone, account.password);
  await page.goto('/update-info');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Agency').fill('Bayou Inspections Office');
  await page.getByLabel('Biography').fill('Licensed inspector, Houston inner loop.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Bayou Inspections Office').first()).toBeVisible();

  await page.goto('/invite');
  await expectAccessible(page);
  const invitee = freshPhone();
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Invitee');
  await page.getByLabel('Email').fill(`nora.${invitee}@example.com`);
  await page.getByLabel('Mobile phone').fill(invitee);
  await page.getByRole('button', { name: 'Send Invite' }).click();
  await expect(page.getByText(/Invitation sent to Nora Invitee/)).toBeVisible();
  const link = await waitForMessage(page.request, invitee, /(\/signup\?invite=[A-Za-z0-9_-]+)/);

  // The invited agent's signup form comes filled in.
  const invited = await (await page.context().browser()!.newContext({ ...QUIET, baseURL })).newPage();
  await invited.goto(link);
  await expect(invited.getByLabel('First name')).toHaveValue('Nora');
  await expect(invited.getByLabel('Email')).toHaveValue(`nora.${invitee}@example.com`);
});
