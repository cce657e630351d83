import { expect, type Page } from '@playwright/test';
import { test } from './support/worker-stack.js';
import { DEMO_AGENT, allowForSeeding, assignByApi, downloadedBytes, newOrder, openDetails, orderByApi, seedDemo } from './support/ordering.js';
import { DOWNLOAD_LINK, SAMPLE_SECTIONS, publishByApi, sampleSectionsJson, samplePdf, signByApi } from './support/reports.js';
import { createAdmin, expectAccessible, signInByApi, waitForMessage } from './support/stack.js';

// Steps 6 to 9 of two inspections, each part in its own browser context: an admin publishes
// a report and requests payment; one report is paid by the agent behind the viewer's gate,
// the other by the client through the download link; the tracker ends with nine steps done.
test.describe.configure({ mode: 'serial' });

const agentPays = newOrder('Riley', 'Stone');
const clientPays = newOrder('Casey', 'Moreno');
const ids = { agentPays: '', clientPays: '' };
let admin: { phone: string; password: string };

/** Both orders placed, scheduled and signed through the API (their own specs cover those pages). */
test.beforeAll(async ({ playwright, baseURL }) => {
  allowForSeeding();
  await seedDemo();
  admin = await createAdmin();
  const asAgent = await playwright.request.newContext({ baseURL });
  const asAdmin = await playwright.request.newContext({ baseURL });
  const anonymous = await playwright.request.newContext({ baseURL });
  await signInByApi(asAgent, baseURL!, DEMO_AGENT.phone, DEMO_AGENT.password);
  await signInByApi(asAdmin, baseURL!, admin.phone, admin.password);
  const agent = { firstName: 'Alex', lastName: 'Rivera', email: DEMO_AGENT.email, phone: DEMO_AGENT.phone };
  for (const [key, order, dateIndex] of [['agentPays', agentPays, 0], ['clientPays', clientPays, 1]] as const) {
    const { id, preferredDates } = await orderByApi(asAgent, agent, order);
    ids[key] = id;
    await assignByApi(asAdmin, id, preferredDates[dateIndex]!, '9AM-2PM');
    await signByApi(anonymous, baseURL!, { email: order.clientEmail, name: order.clientName });
  }
  // The client-paid inspection's report goes up through the API; the page path is the next test.
  await publishByApi(asAdmin, baseURL!, ids.clientPays, await samplePdf(clientPays.clientName, clientPays.address));
  const requested = await asAdmin.post(`/api/admin/send-payment-request/${ids.clientPays}`, { headers: { origin: baseURL! } });
  expect(requested.status(), await requested.text()).toBe(200);
  await Promise.all([asAgent.dispose(), asAdmin.dispose(), anonymous.dispose()]);
});

const progress = (page: Page, address: string) => openDetails(page, address);

test('an admin publishes the report with its sections, then requests payment, on My Inspections', async ({ page, baseURL }) => {
  test.slow(); // a PDF upload and three states under axe
  await signInByApi(page.request, baseURL!, admin.phone, admin.password);
  await page.goto('/my-inspections');
  const details = await progress(page, agentPays.address);
  await expect(details).toContainText('Progress: 5 of 9 steps done');
  await details.getByRole('button', { name: 'Upload report' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Report PDF file').setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: await samplePdf(agentPays.clientName, agentPays.address) });
  // A sections file with a mistake is refused in the browser, naming the section and field.
  const broken = JSON.parse(sampleSectionsJson()) as { rating: string }[];
  broken[1]!.rating = 'OK';
  const sectionsInput = dialog.locator('input[type="file"][accept*="json"]');
  await sectionsInput.setInputFiles({ name: 'sections.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) });
  await expect(dialog.getByText(`Section 2 (${SAMPLE_SECTIONS[1]!.sectionCode}), rating: rating must be I, NI, NP or D`)).toBeVisible();
  await sectionsInput.setInputFiles({ name: 'sections.json', mimeType: 'application/json', buffer: Buffer.from(sampleSectionsJson()) });
  await expect(dialog.getByText(`${SAMPLE_SECTIONS.length} sections`)).toBeVisible();
  await dialog.getByLabel('Inspector name').fill('Sam Ortega');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Publish report' }).click();

  await expect(page.getByText('Report published')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(details).toContainText('Progress: 6 of 9 steps done');
  await details.getByRole('button', { name: 'Send payment request' }).click();
  await expect(page.getByText(`Payment request sent to ${agentPays.clientName}`)).toBeVisible();
  await expect(details).toContainText('Progress: 7 of 9 steps done');
  await expect(details.getByRole('button', { name: 'Resend payment link' })).toBeVisible();
  await expectAccessible(page);
  await waitForMessage(page.request, agentPays.clientEmail, DOWNLOAD_LINK);
});

test('the agent meets the payment gate, pays at the local checkout and reads the sections', async ({ page, baseURL }) => {
  test.slow();
  await signInByApi(page.request, baseURL!, DEMO_AGENT.phone, DEMO_AGENT.password);
  await page.goto(`/report/${ids.agentPays}`);
  await expect(page.getByRole('heading', { name: 'Payment Required' })).toBeVisible();
  await expect(page.getByText('This inspection report is available after payment is completed.')).toBeVisible();
  await expect(page.getByText(agentPays.address)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]+$/);
  await expect(page.getByText(/Test payment — no money moves/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: /^Pay \$[\d,]+\.\d\d \(test\)$/ }).click();

  await expect(page).toHaveURL(new RegExp(`/report/${ids.agentPays}\\?checkout=success`));
  const sidebar = page.getByRole('navigation', { name: 'Inspection Sections' });
  await expect(sidebar.getByText('Click to navigate')).toBeVisible();
  await expect(page.getByText('Name of Client')).toBeVisible();
  await expect(page.getByText(agentPays.clientName).first()).toBeVisible();
  await expectAccessible(page);

  const foundations = SAMPLE_SECTIONS[0]!;
  await sidebar.getByRole('link', { name: new RegExp(`Section ${foundations.sectionCode.replace('.', '\\.')}`) }).click();
  const heading = page.getByRole('heading', { level: 2, name: `${foundations.sectionCode} ${foundations.sectionTitle}` });
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(/section=I\.A/);
  await expect(page.getByText(foundations.checklistItems[0]!.label)).toBeVisible();
  await expectAccessible(page);

  // A deep link opens that section; Next moves on in the form's order.
  const deep = SAMPLE_SECTIONS.find((section) => section.sectionCode === 'II.A')!;
  await page.goto(`/report/${ids.agentPays}?section=II.A`);
  await expect(page.getByRole('heading', { level: 2, name: `II.A ${deep.sectionTitle}` })).toBeVisible();
  await expect(page.getByText(`Status: ${deep.rating === 'D' ? 'Deficient' : 'Inspected'}`).last()).toBeVisible();
});

test('the client pays from the download link in a fresh browser and downloads the PDF', async ({ browser }) => {
  test.slow();
  const context = await browser.newContext();
  const page = await context.newPage();
  const link = await waitForMessage(page.request, clientPays.clientEmail, DOWNLOAD_LINK);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Inspection Report Ready' })).toBeVisible();
  await expect(page.getByText(clientPays.address)).toBeVisible();
  await expect(page.getByText('Complete payment to download your report:')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: /^Pay \$[\d,]+\.\d\d & Download Report$/ }).click();
  await expect(page).toHaveURL(/\/checkout\//);
  await page.getByRole('button', { name: /\(test\)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`${link}\\?checkout=success`));
  await expect(page.getByText('Payment received!')).toBeVisible();
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Your Report (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Inspection report \w+ - .+\.pdf$/);
  expect((await downloadedBytes(file)).subarray(0, 5).toString()).toBe('%PDF-');
  await context.close();
});

test('the agent sees all nine steps done once the client has downloaded', async ({ page, baseURL }) => {
  await signInByApi(page.request, baseURL!, DEMO_AGENT.phone, DEMO_AGENT.password);
  await page.goto('/my-inspections');
  const details = await progress(page, clientPays.address);
  await expect(details).toContainText('Progress: 9 of 9 steps done');
  await expect(details.getByRole('list', { name: 'Inspection progress' }).getByRole('listitem')).toHaveText([
    'Quote Submitted: done',
    'Dates Selected: done',
    'Final Date Assigned: done',
    'Contract Sent: done',
    'Contract Signed: done',
    'Report Uploaded: done',
    'Payment Requested: done',
    'Payment Received: done',
    'Downloaded by Client: done',
  ]);
  await expectAccessible(page);
});
