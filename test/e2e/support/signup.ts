import { expect, type Page } from '@playwright/test';
import { expectAccessible, freshPhone, waitForMessage } from './stack.js';

export interface NewAgent {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

export function newAgent(firstName: string): NewAgent {
  const phone = freshPhone();
  return { firstName, lastName: 'Tester', email: `${firstName.toLowerCase()}.${phone}@example.com`, phone, password: 'front-porch-42' };
}

/**
 * Steps 1 and 2 of /signup, then the emailed link (read from the dev outbox), as a
 * person does; answers the account's id. `Continue` goes on to step 3 unless told not to.
 */
export async function signUpAndOpenEmailLink(page: Page, agent: NewAgent, { isContinuing = true } = {}): Promise<string> {
  await page.goto('/signup');
  await expectAccessible(page);
  await page.getByLabel('First name').fill(agent.firstName);
  await page.getByLabel('Last name').fill(agent.lastName);
  await page.getByLabel('Email').fill(agent.email);
  await page.getByLabel('Mobile phone').fill(agent.phone);
  await page.getByLabel('Company (brokerage)').fill('Heights Realty Group');
  await page.getByRole('checkbox', { name: /I agree to receive text messages/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(agent.email).first()).toBeVisible();
  await expectAccessible(page);
  const link = await waitForMessage(page.request, agent.email, /(\/verify-email\/[A-Za-z0-9_-]+)/);
  const verified = page.waitForResponse((response) => response.url().includes('/api/verify-email/'));
  await page.goto(link);
  const { user_id } = (await (await verified).json()) as { user_id: string };
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
  await expectAccessible(page);
  if (isContinuing) await page.getByRole('button', { name: 'Continue' }).click();
  return user_id;
}

/** Step 4: the code texted to the phone (read from the dev outbox), then the welcome step. */
export async function enterPhoneCode(page: Page, agent: NewAgent): Promise<void> {
  const code = await waitForMessage(page.request, agent.phone, /code is (\d{6})/);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify phone' }).click();
}
