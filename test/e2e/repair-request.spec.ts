import { expect, type Page } from '@playwright/test';
import { test } from './support/worker-stack.js';
import { DEMO_AGENT, SECOND_AGENT, allowForSeeding, assignByApi, downloadedBytes, newOrder, orderByApi, seedDemo } from './support/ordering.js';
import { SAMPLE_SECTIONS, payAsAgent, publishByApi, samplePdf, signByApi } from './support/reports.js';
import { createAdmin, expectAccessible, signInByApi } from './support/stack.js';
import { pdfTextLines } from '#test/support/pdf-text.js';

// The repair request on /report/{bookingId} (issue 30 points 4 to 6, product/portal.md §2
// "Repair request"): an admin publishes a report, the agent pays, builds the request from the
// Deficient items and another one, reloads and finds it kept, and downloads the PDF and CSV.
test.describe.configure({ mode: 'serial' });

const order = newOrder('Jordan', 'Reyes');
let bookingId = '';

test.beforeAll(async ({ playwright, baseURL }) => {
  allowForSeeding();
  await seedDemo();
  const admin = await createAdmin();
  const asAgent = await playwright.request.newContext({ baseURL });
  const asAdmin = await playwright.request.newContext({ baseURL });
  const anonymous = await playwright.request.newContext({ baseURL });
  await signInByApi(asAgent, baseURL!, DEMO_AGENT.phone, DEMO_AGENT.password);
  await signInByApi(asAdmin, baseURL!, admin.phone, admin.password);
  const { id, preferredDates } = await orderByApi(asAgent, { firstName: 'Alex', lastName: 'Rivera', email: DEMO_AGENT.email, phone: DEMO_AGENT.phone }, order);
  bookingId = id;
  await assignByApi(asAdmin, id, preferredDates[0]!, '9AM-2PM');
  await signByApi(anonymous, baseURL!, { email: order.clientEmail, name: order.clientName });
  await publishByApi(asAdmin, baseURL!, id, await samplePdf(order.clientName, order.address));
  await payAsAgent(asAgent, baseURL!, id);
  await Promise.all([asAgent.dispose(), asAdmin.dispose(), anonymous.dispose()]);
});

const panelOf = (page: Page) => page.getByRole('region', { name: 'Repair request' });
const deficient = SAMPLE_SECTIONS.filter((section) => section.rating === 'D');

test('the agent builds a repair request from the report, reloads it, and downloads its PDF and CSV', async ({ page, baseURL }) => {
  test.slow();
  await signInByApi(page.request, baseURL!, DEMO_AGENT.phone, DEMO_AGENT.password);
  await page.goto(`/report/${bookingId}`);
  const panel = panelOf(page);
  await expect(panel.getByText('No items yet.')).toBeVisible();
  await expectAccessible(page);

  // The Deficient items are offered first; ticking one prefills the report's words.
  const first = deficient[0]!;
  const firstLabel = `${first.sectionCode} ${first.sectionTitle}`;
  await panel.getByRole('group', { name: 'Items rated Deficient' }).getByRole('checkbox', { name: firstLabel }).check();
  const firstItem = panel.getByRole('group', { name: firstLabel });
  await expect(firstItem.getByLabel('The report’s words')).toHaveValue(first.comments.trim());
  await firstItem.getByLabel('Request').fill('Repair by a licensed electrician');
  await firstItem.getByLabel('Amount (optional)').fill('450.5');

  // Any other item, from the list.
  const other = SAMPLE_SECTIONS.find((section) => section.rating !== 'D')!;
  const otherLabel = `${other.sectionCode} ${other.sectionTitle}`;
  await panel.getByLabel('Add another item from the report').selectOption({ label: otherLabel });
  await panel.getByRole('button', { name: 'Add item' }).click();
  const otherItem = panel.getByRole('group', { name: otherLabel });
  await otherItem.getByLabel('Request').fill('=SUM(A1) credit, "as agreed"');
  await otherItem.getByLabel('Amount (optional)').fill('12,5');
  await panel.getByRole('button', { name: 'Save request' }).click();
  // An amount that cannot be read is named at its field, which gets the focus; nothing is lost.
  await expect(otherItem.getByLabel('Amount (optional)')).toBeFocused();
  await expect(otherItem.getByText('Enter the amount in dollars and cents')).toBeVisible();
  await otherItem.getByLabel('Amount (optional)').fill('1,200');
  await expect(panel.getByText('Total of the amounts: $1,650.50')).toBeVisible();
  await panel.getByRole('button', { name: 'Save request' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Repair request saved.' })).toBeVisible();
  await expectAccessible(page);

  // Kept across a reload, in the form's order.
  await page.reload();
  await expect(panel.getByRole('heading', { name: 'Items to ask for (2)' })).toBeVisible();
  await expect(panel.getByRole('group', { name: firstLabel }).getByLabel('Request')).toHaveValue('Repair by a licensed electrician');
  await expect(panel.getByRole('group', { name: otherLabel }).getByLabel('Amount (optional)')).toHaveValue('1200.00');
  await expect(panel.getByText('Total of the amounts: $1,650.50')).toBeVisible();

  // An item's link opens it in the viewer, and the request stays.
  await panel.getByRole('link', { name: `Read ${first.sectionCode} in the report` }).click();
  await expect(page.getByRole('heading', { level: 2, name: firstLabel })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`section=${first.sectionCode.replace('.', '\\.')}`));

  const pdfDownload = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download request PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/^repair-request-\w+\.pdf$/);
  const lines = pdfTextLines(await downloadedBytes(pdf));
  expect(lines).toContain('Repair Request');
  expect(lines).toContain(`${first.sectionCode} ${first.sectionTitle}: Repair by a licensed electrician ($450.50)`);
  expect(lines).toContain(`${otherLabel}: =SUM(A1) credit, "as agreed" ($1,200.00)`);
  expect(lines).toContain('Total of the amounts: $1,650.50');
  expect(lines).toContain(`${baseURL}/report/${bookingId}?section=${first.sectionCode}`);

  const csvDownload = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download request CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^repair-request-\w+\.csv$/);
  const rows = (await downloadedBytes(csv)).toString('utf8').split('\r\n');
  expect(rows[0]).toBe('Part,Item,Title,Rating,Request,Amount,Report says,Link');
  expect(rows).toContain(',,Total,,,1650.50,,');
  // A formula someone typed stays text in a spreadsheet.
  expect(rows.find((row) => row.includes(`,${other.sectionCode},`))).toContain(`"'=SUM(A1) credit, ""as agreed""",1200.00,`);
  await expectAccessible(page);
});

test('on a phone the request fits the screen and keeps a failed save’s edits', async ({ browser, baseURL }) => {
  test.slow();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signInByApi(page.request, baseURL!, DEMO_AGENT.phone, DEMO_AGENT.password);
  await page.goto(`/report/${bookingId}`);
  const panel = panelOf(page);
  await expect(panel.getByRole('heading', { name: 'Items to ask for (2)' })).toBeVisible();
  // The page does not scroll sideways (the tests compile without the DOM types, hence `any`).
  expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth as number)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  // The connection drops: the save fails, the words typed stay on the page.
  const item = panel.getByRole('group', { name: `${deficient[0]!.sectionCode} ${deficient[0]!.sectionTitle}` });
  await item.getByLabel('Request').fill('Replace the panel');
  await context.setOffline(true);
  await panel.getByRole('button', { name: 'Save request' }).click();
  await expect(panel.getByRole('alert')).toContainText('Your changes are still here');
  await expect(item.getByLabel('Request')).toHaveValue('Replace the panel');
  await context.setOffline(false);
  await panel.getByRole('button', { name: 'Save request' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Repair request saved.' })).toBeVisible();
  await context.close();
});

test('another agent gets nothing of it, and the demo data carries a saved request', async ({ page, baseURL }) => {
  await signInByApi(page.request, baseURL!, SECOND_AGENT.phone, SECOND_AGENT.password);
  expect((await page.request.get(`/api/inspections/${bookingId}/repair-request`)).status()).toBe(404);
  expect((await page.request.get(`/api/inspections/${bookingId}/repair-request?format=pdf`)).status()).toBe(404);

  await signInByApi(page.request, baseURL!, DEMO_AGENT.phone, DEMO_AGENT.password);
  const list = (await (await page.request.get('/api/inspections?q=1118 Yale')).json()) as { inspections: { id: string }[] };
  const demo = list.inspections[0]!;
  await page.goto(`/report/${demo.id}`);
  const panel = panelOf(page);
  await expect(panel.getByRole('heading', { name: 'Items to ask for (3)' })).toBeVisible();
  await expect(panel.getByText('Total of the amounts: $1,650.00')).toBeVisible();
  await expectAccessible(page);
});
