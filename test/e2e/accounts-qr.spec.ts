import { expect } from '@playwright/test';
import { test } from './support/worker-stack.js';
import { QUIET, addVirtualAuthenticator, createAdmin, expectAccessible, signInByApi } from './support/stack.js';

test('QR login: the phone approves with its passkey, the desktop is signed in, a third browser gets nothing', async ({ browser, baseURL }) => {
  const account = await createAdmin();

  // The phone: signed in, with a passkey added on /manage-auth.
  const phone = await (await browser.newContext({ ...QUIET, baseURL, viewport: { width: 390, height: 844 } })).newPage();
  await addVirtualAuthenticator(phone);
  await signInByApi(phone.request, baseURL!, account.phone, account.password);
  await phone.goto('/manage-auth');
  await phone.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(phone.getByRole('region', { name: /passkeys/i })).toContainText(/Passkey 1/);
  await expectAccessible(phone);

  // The desktop asks to sign in with the phone.
  const desktop = await (await browser.newContext({ ...QUIET, baseURL })).newPage();
  await desktop.goto('/login');
  const generated = desktop.waitForResponse((response) => response.url().endsWith('/api/qr-login/generate'));
  await desktop.getByRole('button', { name: 'Sign in with your phone' }).click();
  const { session_id, qr_url } = (await (await generated).json()) as { session_id: string; qr_url: string };
  await expect(desktop.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expectAccessible(desktop);

  // A third browser that learned the session id can neither watch nor complete it.
  const thief = await browser.newContext({ ...QUIET, baseURL });
  expect((await thief.request.get(`/api/qr-login/status/${session_id}`)).status()).toBe(404);

  await phone.goto(new URL(qr_url).pathname);
  await expect(phone.getByRole('heading', { name: 'Approve Login' })).toBeVisible();
  await expectAccessible(phone);
  await phone.getByRole('button', { name: 'Approve with Face ID' }).click();
  await expect(phone.getByText('Login approved successfully! You can close this page.')).toBeVisible();

  await expect(desktop).toHaveURL(/\/dashboard$/);
  await expect(desktop.getByRole('heading', { level: 1 })).toContainText('Erin');
  const stolen = await thief.request.post(`/api/qr-login/complete/${session_id}`, { headers: { origin: baseURL! } });
  expect(stolen.status()).toBe(404);
  expect((await thief.request.get('/api/update-info')).status()).toBe(401);

  // The link is used up: the phone can't approve it again.
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'Cannot Approve Login' })).toBeVisible();
});
