import { expect, type APIRequestContext } from '@playwright/test';
import { addDays, dateIn } from '#shared/dates.js';
import { formatDeadline, optionDeadline, optionMessages } from '#shared/option-period.js';
import { test, testNow } from './support/clock.js';
import { DEMO_AGENT, SECOND_AGENT, allowForSeeding, assignByApi, downloadedBytes, expectStep, newOrder, openDetails, seedDemo } from './support/ordering.js';
import { SAMPLE_SECTIONS, payAsAgent, publishByApi, samplePdf, signByApi } from './support/reports.js';
import { createAdmin, expectAccessible, signInByApi } from './support/stack.js';
import { pdfTextLines } from '#test/support/pdf-text.js';

// Issue 30 (D-230, D-232): an agent orders with the contract's option period and sees the
// dates too late for it marked (and still choosable), then the deadline on My Inspections and in
// the tracker; an admin sees it on the inspection and the same warning on the final-date step;
// the same order's report is published and its agent builds a repair request from it and
// downloads the PDF and CSV (repair-request.spec.ts walks the request's every state); the
// dashboard lists the demo's inspection near its deadline. Axe on each page.
test.describe.configure({ mode: 'serial' });

const TZ = 'America/Chicago';
const order = newOrder('Riley', 'Okonkwo');
// Effective today, 5 days: the deadline is 5 p.m. in five days, so the offered days from the
// third on leave less than 48 hours after their end (shared/option-period.ts).
const today = dateIn(TZ, testNow());
const deadlineText = formatDeadline(TZ, optionDeadline(TZ, today, 5)!);

/** Steps 1 to 5 through the API (ordering.spec.ts walks them in the browser), so the wizard opens at step 6. */
async function draftToDates(request: APIRequestContext, baseURL: string) {
  const headers = { origin: baseURL };
  expect((await request.delete('/api/booking-progress', { headers })).status()).toBe(200);
  const steps: [string, unknown][] = [
    ['/api/property-info', { new_construction: 'no', address1: order.address1, address2: '', city: order.city, state: order.state, zip_code: order.zip }],
    ['/api/property-details', { property_type: 'Single Family', square_footage: 2000, number_beds: 3, number_baths: 2 }],
    ['/api/quote-accepted', { quote_accepted: true }],
    ['/api/client-info', { client_first_name: order.clientFirstName, client_last_name: order.clientLastName, client_email: order.clientEmail, client_phone: order.clientPhone, client_role: 'Buyer', client_role_specify: '' }],
    ['/api/agent-info', { agent_first_name: SECOND_AGENT.firstName, agent_last_name: SECOND_AGENT.lastName, agent_email: SECOND_AGENT.email, agent_phone: SECOND_AGENT.phone }],
  ];
  for (const [path, data] of steps) {
    const answer = await request.post(path, { data, headers });
    expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  }
}

test.beforeAll(async () => {
  allowForSeeding();
  await seedDemo();
});

test('the agent orders with an option period; late dates are marked and can still be chosen', async ({ page, baseURL }) => {
  test.slow();
  await signInByApi(page.request, baseURL!, SECOND_AGENT.phone, SECOND_AGENT.password);
  await draftToDates(page.request, baseURL!);
  await page.goto('/order');
  await expectStep(page, 6, 'Dates');
  const days = page.getByRole('checkbox');
  await expect(days).toHaveCount(10);
  await expect(page.getByText(/\(late for the option period\)/)).toHaveCount(0);
  await expectAccessible(page);

  // A bad value is refused in the page with the server's own message, naming the field.
  await page.getByLabel('Contract effective date (optional)').fill(today);
  await page.getByLabel('Option period in days (optional)').fill('45');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(optionMessages.days)).toBeVisible();
  await expectStep(page, 6, 'Dates');

  await page.getByLabel('Option period in days (optional)').fill('5');
  await expect(page.getByText(`Option period ends: ${deadlineText}`)).toBeVisible();
  // Tomorrow and the day after leave time for the report; from the third day on they are marked.
  const tomorrow = page.locator(`input[type="checkbox"][value="${addDays(today, 1)}"]`);
  const late = page.locator(`input[type="checkbox"][value="${addDays(today, 3)}"]`);
  await expect(tomorrow).toHaveAccessibleName(/^(?!.*late for the option period)/);
  await expect(late).toHaveAccessibleName(/\(late for the option period\)|\(Full\)/);
  await expect(page.getByText(optionMessages.late).first()).toBeVisible();
  await expectAccessible(page);

  // Three dates, a late one among them when it is open: a warning, never a refusal.
  const chosen: string[] = [];
  for (let index = 0; index < 10 && chosen.length < 3; index++) {
    const day = days.nth(index);
    if (!(await day.isEnabled())) continue;
    await day.check();
    chosen.push((await day.getAttribute('value'))!);
  }
  expect(chosen).toHaveLength(3);
  await page.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, 7, 'Agreement');
  await page.getByRole('checkbox', { name: 'I agree to all of the above' }).check();
  await page.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Inspection ordered' })).toBeVisible();

  // My Inspections: the deadline with the time left, in the row and in the tracker.
  await page.goto('/my-inspections');
  await page.getByRole('searchbox', { name: 'Search Inspections' }).fill(order.address1);
  const row = page.getByRole('row').filter({ hasText: order.address });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Option ends ${deadlineText} (`);
  await expect(row).toContainText(/left\)/);
  await expectAccessible(page);
  const details = await openDetails(page, order.address);
  await expect(details.getByTestId('option-deadline')).toContainText(`Option ends ${deadlineText}`);
  await expect(details).toContainText(`Option period: 5 days from ${today}`);
  await expectAccessible(page);
});

test('the admin sees the deadline on the inspection and the warning on the final-date step', async ({ page, baseURL }) => {
  const admin = await createAdmin();
  await signInByApi(page.request, baseURL!, admin.phone, admin.password);
  await page.goto('/my-inspections');
  await page.getByRole('searchbox', { name: 'Search Inspections' }).fill(order.address1);
  await expect(page.getByRole('row').filter({ hasText: order.address })).toContainText(`Option ends ${deadlineText}`);
  const details = await openDetails(page, order.address);
  await expect(details.getByTestId('option-deadline')).toContainText(`Option ends ${deadlineText}`);

  // The admin changes the period: the deadline moves a day, and the row says so.
  await details.getByRole('button', { name: 'Change option period' }).click();
  await details.getByLabel('Option period in days (optional)').fill('4');
  await expectAccessible(page);
  await details.getByRole('button', { name: 'Save option period' }).click();
  const moved = formatDeadline(TZ, optionDeadline(TZ, today, 4)!);
  await expect(details.getByTestId('option-deadline')).toContainText(`Option ends ${moved}`);

  // The final-date step marks the dates too late for a 4-day period (every day from the second on).
  await details.getByRole('button', { name: 'Edit', exact: true }).click();
  await details.getByRole('combobox', { name: 'Final date' }).click();
  await expect(page.getByRole('option', { name: /\(late for the option period\)/ }).first()).toBeVisible();
  await page.getByRole('option', { name: /\(late for the option period\)/ }).last().click();
  await expect(details.getByTestId('option-warning')).toHaveText(optionMessages.late);
  await expectAccessible(page);
});

test('the same order gets its report, and its agent asks for a repair from it in a PDF and a CSV', async ({ page, playwright, baseURL }) => {
  test.slow();
  const admin = await createAdmin();
  const newContext = () => playwright.request.newContext({ baseURL });
  const [asAdmin, asAgent, client] = await Promise.all([newContext(), newContext(), newContext()]);
  await signInByApi(asAdmin, baseURL!, admin.phone, admin.password);
  await signInByApi(asAgent, baseURL!, SECOND_AGENT.phone, SECOND_AGENT.password);
  const { inspections } = (await (await asAgent.get('/api/inspections?limit=50')).json()) as { inspections: { id: string; property_address: string; preferred_dates: string[] }[] };
  const ordered = inspections.find((inspection) => inspection.property_address.startsWith(order.address1));
  expect(ordered, order.address1).toBeDefined();
  await assignByApi(asAdmin, ordered!.id, ordered!.preferred_dates[0]!, '9AM-2PM');
  await signByApi(client, baseURL!, { email: order.clientEmail, name: order.clientName });
  await publishByApi(asAdmin, baseURL!, ordered!.id, await samplePdf(order.clientName, order.address));
  await payAsAgent(asAgent, baseURL!, ordered!.id);
  await Promise.all([asAdmin.dispose(), asAgent.dispose(), client.dispose()]);

  await signInByApi(page.request, baseURL!, SECOND_AGENT.phone, SECOND_AGENT.password);
  await page.goto(`/report/${ordered!.id}`);
  const panel = page.getByRole('region', { name: 'Repair request' });
  const item = SAMPLE_SECTIONS.find((section) => section.rating === 'D')!;
  const label = `${item.sectionCode} ${item.sectionTitle}`;
  await panel.getByRole('group', { name: 'Items rated Deficient' }).getByRole('checkbox', { name: label }).check();
  await panel.getByRole('group', { name: label }).getByLabel('Request').fill('Repair by a licensed contractor before closing');
  await panel.getByRole('group', { name: label }).getByLabel('Amount (optional)').fill('300');
  await panel.getByRole('button', { name: 'Save request' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Repair request saved.' })).toBeVisible();
  await expectAccessible(page);

  const pdf = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download request PDF' }).click();
  const lines = pdfTextLines(await downloadedBytes(await pdf));
  expect(lines).toContain(`${label}: Repair by a licensed contractor before closing ($300.00)`);
  expect(lines).toContain('Total of the amounts: $300.00');
  const csv = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download request CSV' }).click();
  const rows = (await downloadedBytes(await csv)).toString('utf8').split('\r\n');
  expect(rows.find((row) => row.includes(`,${item.sectionCode},`))).toContain('Repair by a licensed contractor before closing,300.00,');
  expect(rows).toContain(',,Total,,,300.00,,');
});

test("the dashboard lists the demo's inspection near its option deadline, for admins and its agent", async ({ page, baseURL }) => {
  const admin = await createAdmin();
  await signInByApi(page.request, baseURL!, admin.phone, admin.password);
  await page.goto('/dashboard');
  const admins = page.getByRole('region', { name: 'Option periods ending within 72 hours, no report yet' });
  await expect(admins).toContainText('902 W Alabama St');
  await expect(admins).toContainText('Alex Rivera');
  await expectAccessible(page);

  await page.context().clearCookies();
  await signInByApi(page.request, baseURL!, DEMO_AGENT.phone, DEMO_AGENT.password);
  await page.goto('/dashboard');
  const own = page.getByRole('region', { name: 'Your option periods ending within 48 hours' });
  await expect(own).toContainText('902 W Alabama St');
  await expect(own).toContainText(/Ends .* 5:00 PM C[SD]T \(.*left\)/);
  await expectAccessible(page);
});
