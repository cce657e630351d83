import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/worker-stack.js';
import {
  DEMO_ADMIN,
  SECOND_AGENT,
  SIGN_LINK,
  SIGNATURE_PATH,
  allowForSeeding,
  assignByApi,
  inkedPixels,
  newOrder,
  openDetails,
  orderByApi,
  seedDemo,
  signaturePad,
} from './support/ordering.js';
import { QUIET, expectAccessible, signInByApi, waitForMessage } from './support/stack.js';

/** A phone: 390 by 844, touch screen. */
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 } as const;

test.beforeAll(async () => {
  allowForSeeding();
  await seedDemo();
});

/** A finger drawing the path across the pad: touch events, which Chromium turns into pointer events of type 'touch'. */
async function drawWithFinger(page: Page, canvas: Locator) {
  // Which kinds of pointer pressed on the pad (no DOM types in the tests' compilation, hence `any`).
  await canvas.evaluate((element: any) => {
    const seen: string[] = ((globalThis as any).pointerTypes = []);
    element.addEventListener('pointerdown', (event: any) => seen.push(event.pointerType));
  });
  const box = (await canvas.boundingBox())!;
  const touch = ([x, y]: readonly [number, number]) => [{ x: box.x + x * box.width, y: box.y + y * box.height }];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: touch(SIGNATURE_PATH[0]) });
  for (const [index, [toX, toY]] of SIGNATURE_PATH.slice(1).entries()) {
    const [fromX, fromY] = SIGNATURE_PATH[index]!;
    for (let step = 1; step <= 5; step++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: touch([fromX + ((toX - fromX) * step) / 5, fromY + ((toY - fromY) * step) / 5]) });
    }
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  expect(await page.evaluate(() => (globalThis as any).pointerTypes)).toEqual(['touch']);
}

test('on a phone: inspections as cards, and the client signs with a finger', async ({ browser, baseURL }) => {
  const order = newOrder('Morgan', 'Castillo');

  // The order and its final date come through the API: their screens have their own spec.
  const agent = await browser.newContext({ ...QUIET, baseURL, ...phone });
  await signInByApi(agent.request, baseURL!, SECOND_AGENT.phone, SECOND_AGENT.password);
  const booking = await orderByApi(agent.request, SECOND_AGENT, order);
  const admin = await browser.newContext({ ...QUIET, baseURL });
  await signInByApi(admin.request, baseURL!, DEMO_ADMIN.phone, DEMO_ADMIN.password);
  await assignByApi(admin.request, booking.id, booking.preferredDates[0]!, '8AM-1PM');
  await admin.close();

  // Below 1280 px the list is cards, not a table.
  const agentPage = await agent.newPage();
  await agentPage.goto('/my-inspections');
  const card = agentPage.getByRole('article', { name: order.address });
  await expect(card).toContainText(order.clientName);
  await expect(card).toContainText('8AM-1PM');
  await expect(agentPage.getByRole('table')).toHaveCount(0);
  await expectAccessible(agentPage);
  const details = await openDetails(agentPage, order.address);
  await expect(details).toContainText('Progress: 4 of 9 steps done');
  await expect(details.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  await expectAccessible(agentPage);

  // The client, on a phone, signs with a finger: the pad is drawn narrower but keeps 400x200.
  const link = await waitForMessage(agent.request, order.clientEmail, SIGN_LINK);
  const client = await (await browser.newContext({ ...QUIET, baseURL, ...phone })).newPage();
  await client.goto(link);
  await expect(client.getByRole('heading', { level: 1, name: 'Pre-inspection service agreement' })).toBeVisible();
  await expectAccessible(client);
  const canvas = await signaturePad(client);
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  expect(box.width).toBeLessThan(390);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await drawWithFinger(client, canvas);
  expect(await inkedPixels(canvas)).toBeGreaterThan(200);
  await expect(client.getByRole('textbox', { name: 'Full name' })).toHaveValue(order.clientName);
  await client.getByRole('checkbox', { name: 'I agree to the terms of this service agreement' }).check();
  await client.getByRole('button', { name: 'Sign agreement' }).click();
  // The signing renders the PDF and compiles its handler on first use: on two busy cores, past 10 s.
  await expect(client.getByRole('heading', { name: 'Thank you, the agreement is signed' })).toBeVisible();
  await expectAccessible(client);

  // Back on the agent's phone, the card says signed.
  await agentPage.reload();
  await expect(card.getByText('Signed', { exact: true })).toHaveCount(2);
  await expectAccessible(agentPage);
  await client.context().close();
  await agent.close();
});
