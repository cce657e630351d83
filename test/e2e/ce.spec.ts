import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devices, expect, type Locator } from '@playwright/test';
import { pdfTextLines } from '#test/support/pdf-text.js';
import { installClock, test } from './support/clock.js';
import { DEMO_ADMIN, DEMO_AGENT, allowForSeeding, seedDemo } from './support/ordering.js';
import { QUIET, cli, createAdmin, expectAccessible, signInByApi } from './support/stack.js';

// Issue 11 points 2–4: an admin creates a class and a session and opens its QR code; a
// student on a phone opens the attendance address, finds themself and logs attendance;
// a second try shows 'Already Attended'; the admin sees the attendee. axe on every page and modal.

/** Names and numbers of this run, so a second run on the same stack meets nothing of the first. */
const run = String(Date.now()).slice(-6);
const letters = [...run].map((digit) => String.fromCharCode(97 + Number(digit))).join('');
const student = { number: `9${run}`, last: `Zephyr${letters}`, first: 'Alexis' };

/** Licence holders through the product's importer, as the admin loads the Commission's file. */
async function importStudent(): Promise<void> {
  const columns = ['SALE', student.number, `${student.last.toUpperCase()}, ${student.first.toUpperCase()}`, '', '20', '20150101', '20271231'];
  while (columns.length < 33) columns.push('');
  const file = join(mkdtempSync(join(tmpdir(), 'ce-e2e-')), 'licensees.txt');
  writeFileSync(file, `${columns.join('\t')}\r\n`, 'latin1');
  await cli('import-licensees', file);
}

test('an admin schedules a CE session; a student logs attendance on a phone; the admin sees them', async ({ page, baseURL, browser }) => {
  test.slow(); // several pages under axe; the first requests compile their handlers
  await importStudent();
  const admin = await createAdmin();
  await signInByApi(page.request, baseURL!, admin.phone, admin.password);

  // Classes: a new class, its hours refused out of range first.
  await page.goto('/ce-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Continuing education' })).toBeVisible();
  await page.getByRole('tab', { name: 'Classes' }).click();
  await page.getByRole('button', { name: 'New class' }).click();
  const classDialog = page.getByRole('dialog', { name: 'New CE class' });
  await classDialog.getByRole('button', { name: 'Create class' }).click();
  await expect(classDialog.getByRole('alert').first()).toHaveText('Please fill in all required fields');
  await classDialog.getByLabel('Class name').fill(`Reading Inspection Reports ${run}`);
  await classDialog.getByLabel('Class code').fill(`RIR-${run}`);
  await classDialog.getByLabel('CE hours').fill('3');
  await expectAccessible(page);
  await classDialog.getByRole('button', { name: 'Create class' }).click();
  await expect(classDialog).toBeHidden();
  const classRow = page.getByRole('row').filter({ hasText: `RIR-${run}` });
  await expect(classRow).toContainText('3 CE hours');
  await expectAccessible(page);

  // Sessions: today, so the student can check in now; the QR modal opens on creation.
  await page.getByRole('tab', { name: 'Sessions' }).click();
  await page.getByRole('button', { name: 'Create Session' }).click();
  await expect(page.getByText('Please select a class and date').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Class' }).click();
  await page.getByRole('option', { name: `Reading Inspection Reports ${run} (RIR-${run})` }).click();
  const today = await page.evaluate(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date()));
  await page.getByLabel('Date').fill(today);
  await page.getByLabel('Start time').fill('18:30');
  await page.getByLabel('Location').fill('Heights Library');
  await page.getByRole('button', { name: 'Create Session' }).click();

  const qrDialog = page.getByRole('dialog', { name: /^QR code: Reading Inspection Reports/ });
  await expect(qrDialog.getByRole('img', { name: /QR code for the attendance page/ })).toBeVisible();
  const address = await qrDialog.getByLabel('Direct address').inputValue();
  expect(address).toMatch(new RegExp(`^${baseURL}/ce-attendance/[A-Za-z0-9_-]{43}$`));
  const image = qrDialog.getByRole('img', { name: /QR code/ });
  // Visible is laid out, not yet decoded: the size is there once the image has loaded.
  await expect
    .poll(() => image.evaluate((img) => [(img as unknown as { naturalWidth: number }).naturalWidth, (img as unknown as { naturalHeight: number }).naturalHeight]))
    .toEqual([300, 300]);
  await expect(qrDialog.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectAccessible(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await qrDialog.getByRole('button', { name: 'Copy URL' }).click();
  await expect(qrDialog.getByRole('button', { name: 'URL copied!' })).toBeVisible();
  await expect(qrDialog.getByRole('button', { name: 'Copy URL' })).toBeVisible();
  await qrDialog.getByRole('button', { name: 'Close' }).click();

  // The student's phone: search, confirm, log.
  const phone = await browser.newContext({ ...devices['iPhone 13'], ...QUIET, baseURL });
  await installClock(phone);
  const mobile = await phone.newPage();
  await mobile.goto(address);
  await expect(mobile.getByRole('heading', { level: 1, name: `Reading Inspection Reports ${run}` })).toBeVisible();
  await expect(mobile.getByText('3 CE hours')).toBeVisible();
  await expectAccessible(mobile);
  await mobile.getByLabel('Find your name').fill(student.last.slice(0, 1));
  await expect(mobile.getByText('Type at least 2 characters to search...')).toBeVisible();
  await mobile.getByLabel('Find your name').fill(student.last);
  const result = mobile.getByRole('button', { name: new RegExp(`${student.first} ${student.last}`) });
  await expect(result).toContainText('Sales Agent');
  await expect(result).toContainText(student.number);
  await expectAccessible(mobile);
  await result.click();
  await expect(mobile.getByRole('heading', { name: 'Confirm Your Information' })).toBeFocused();
  await expectAccessible(mobile);
  await mobile.getByRole('button', { name: 'Log My Attendance' }).click();
  await expect(mobile.getByRole('heading', { name: 'Attendance Logged Successfully!' })).toBeVisible();
  await expect(mobile.getByText('3 CE hours')).toHaveCount(2);
  await expectAccessible(mobile);

  // A second try: the name is flagged and cannot be chosen.
  await mobile.getByRole('button', { name: 'Log Another Student' }).click();
  await mobile.getByLabel('Find your name').fill(student.last);
  const again = mobile.getByRole('button', { name: new RegExp(`${student.first} ${student.last}`) });
  await expect(again).toContainText('Already Attended');
  await expect(again).toBeDisabled();
  await expectAccessible(mobile);

  // A link that is not one.
  await mobile.goto('/ce-attendance/not-a-real-token');
  await expect(mobile.getByRole('heading', { name: 'Invalid Session' })).toBeVisible();
  await expectAccessible(mobile);
  await phone.close();

  // The admin sees the attendee; the session is locked now.
  await page.reload();
  const sessionRow = page.getByRole('row').filter({ hasText: `RIR-${run}` });
  await expect(sessionRow).toContainText('1 (no limit)');
  await expect(sessionRow.getByRole('button', { name: /^Edit \(Locked\)/ })).toBeDisabled();
  await sessionRow.getByRole('button', { name: /^Attendees/ }).click();
  const attendees = page.getByRole('dialog', { name: /^Attendees: Reading Inspection Reports/ });
  await expect(attendees.getByRole('row').filter({ hasText: student.number })).toContainText(`${student.first} ${student.last}`);
  await expectAccessible(page);
  // On a phone the attendees are cards: nothing in the dialog scrolls sideways (D-213).
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(attendees.getByRole('listitem').filter({ hasText: student.number })).toContainText(`${student.first} ${student.last}`);
  expect(await scrollsSideways(attendees)).toEqual([]);
  await expectAccessible(page);
  await page.setViewportSize(desktop);
  await attendees.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('tab', { name: 'Classes' }).click();
  await expect(page.getByRole('row').filter({ hasText: `RIR-${run}` }).getByRole('button', { name: /^Edit \(Locked\)/ })).toBeDisabled();

  // Reports (issue 11 point 6): the class's attendance, the CSV, and its roster once the provider details are set.
  await page.getByRole('tab', { name: 'Reports' }).click();
  await page.getByLabel('Class', { exact: true }).selectOption({ label: `Reading Inspection Reports ${run} (RIR-${run})` });
  // The heading writes the date and time as the rest of the product does: "Fri, Nov 13, 2026 · 6:30 PM".
  const day = new Date(`${today}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
  const session = page.getByRole('region', { name: new RegExp(`Reading Inspection Reports ${run} \\(RIR-${run}\\), ${day} · 6:30 PM`) });
  await expect(session.getByRole('row').filter({ hasText: student.number })).toContainText(`${student.first} ${student.last}`);
  await expect(page.getByText('Hours credited')).toBeVisible();
  const reportCsv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await reportCsv).suggestedFilename()).toMatch(/^ce-attendance-.*\.csv$/);
  await session.getByRole('button', { name: /^Roster PDF/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in the provider name, provider number and instructor' })).toBeVisible();
  await page.getByLabel('Provider name').fill('Agent’s Preferred Inspector CE');
  await page.getByLabel('Provider number').fill(`7${run}`);
  await page.getByLabel('Instructor').fill('Dana Demo');
  await page.getByRole('button', { name: 'Save roster details' }).click();
  await expect(page.getByText('Roster details saved.')).toBeVisible();
  await expectAccessible(page);
  const rosterPdf = page.waitForEvent('download');
  await session.getByRole('button', { name: /^Roster PDF/ }).click();
  const pdf = await rosterPdf;
  expect(pdf.suggestedFilename()).toBe(`roster-RIR-${run}-${today}.pdf`);
  // The student's row: number, licence, name, then the time logged.
  expect(pdfTextLines(await readFile((await pdf.path())!))).toContainEqual(expect.stringMatching(new RegExp(`^1${student.number}${student.first} ${student.last}\\d`)));
  const rosterCsv = page.waitForEvent('download');
  await session.getByRole('button', { name: /^Roster CSV/ }).click();
  expect(await readFile((await (await rosterCsv).path())!, 'utf8')).toContain(`${student.number},${student.first} ${student.last},`);

  // License holders (issue 11 point 1): the admin's upload is imported by the job, its counts shown.
  await page.getByRole('tab', { name: 'License holders' }).click();
  const holders = join(mkdtempSync(join(tmpdir(), 'ce-e2e-')), 'holders.txt');
  const columns = ['SALE', `8${run}`, `QUILLFEATHER${letters.toUpperCase()}, ROWAN`, '', '20', '20150101', '20271231'];
  while (columns.length < 33) columns.push('');
  writeFileSync(holders, `${columns.join('\t')}\r\nnot a licence line\r\n`, 'latin1');
  // Mantine's FileInput labels its button; the file goes to the input behind it, as a person's choice does.
  await page.locator('input[type="file"]').setInputFiles(holders);
  await page.getByRole('button', { name: 'Upload and import' }).click();
  const imported = page.getByRole('row').filter({ hasText: 'holders.txt' });
  await expect(imported).toContainText('done', { timeout: 60_000 });
  await expect(page.getByText('Line 2:')).toBeVisible();
  await expectAccessible(page);
});

test('the demo: seeded classes and sessions; an agent who opens /ce-admin is sent to the dashboard', async ({ page, baseURL }) => {
  allowForSeeding();
  await seedDemo();
  await signInByApi(page.request, baseURL!, DEMO_ADMIN.phone, DEMO_ADMIN.password);
  await page.goto('/ce-admin');
  const seeded = page.getByRole('row').filter({ hasText: 'DEMO-RIR-101' });
  // The past session the demo agents attended is locked; today's and next week's are not.
  await expect(seeded.filter({ hasText: '2 of 30' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'DEMO-FDT-201' }).getByRole('button', { name: /^Edit DEMO|^Edit Foundations/ })).toBeEnabled();

  await page.context().clearCookies();
  await signInByApi(page.request, baseURL!, DEMO_AGENT.phone, DEMO_AGENT.password);
  // The page knows the role before it asks: the agent's browser asks for no admin data and logs no 403.
  const refused: string[] = [];
  page.on('response', (answer) => void (answer.status() === 403 && refused.push(answer.url())));
  page.on('console', (message) => void (message.type() === 'error' && refused.push(message.text())));
  await page.goto('/ce-admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Access denied. Admin privileges required.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(refused).toEqual([]);
});

test('the share page offers twelve messages naming the next class; Copy puts one on the clipboard for 2 seconds', async ({ page, baseURL }) => {
  const admin = await createAdmin();
  await signInByApi(page.request, baseURL!, admin.phone, admin.password);
  const ceClass = await (await page.request.post('/api/ce/classes', { data: { class_name: `Share Test ${run}`, class_code: `SHR-${run}`, hours: 2 }, headers: { origin: baseURL! } })).json();
  // Far ahead, so it is the next session only when no earlier one exists; the page names whichever is next.
  const created = await page.request.post('/api/ce/sessions', { data: { ce_class_id: ceClass.class.id, session_date: '2099-01-05' }, headers: { origin: baseURL! } });
  expect(created.status()).toBe(200);
  await page.context().clearCookies();

  await page.goto('/ce-class');
  await expect(page.getByRole('heading', { level: 1, name: 'Share our free CE classes' })).toBeVisible();
  const next = page.getByRole('alert').filter({ hasText: 'Next class' });
  await expect(next).toBeVisible();
  const described = (await next.innerText()).replace(/^Next class\s*/, '').trim();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(12);
  await expect(cards.first()).toContainText(described);
  await expectAccessible(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await cards.first().getByRole('button', { name: /^Copy/ }).click();
  await expect(cards.first().getByRole('button', { name: /^Copied!/ })).toBeVisible();
  expect(await page.evaluate(() => (globalThis as unknown as { navigator: { clipboard: { readText: () => Promise<string> } } }).navigator.clipboard.readText())).toContain(described);
  await expect(cards.first().getByRole('button', { name: /^Copy\b/ })).toBeVisible();
});

/** The boxes inside `within` wider than they show, which a phone scrolls sideways (no DOM types in the tests' compilation, hence `any`). */
function scrollsSideways(within: Locator): Promise<string[]> {
  return within.evaluate((root: any) =>
    [root, ...root.querySelectorAll('*')]
      .filter((element: any) => ['auto', 'scroll'].includes((globalThis as any).getComputedStyle(element).overflowX) && element.scrollWidth > element.clientWidth + 1)
      .map((element: any) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (${element.scrollWidth} px in ${element.clientWidth})`),
  );
}
