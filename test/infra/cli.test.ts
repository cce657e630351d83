import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '#functions/auth/passwords.js';
import { findUser } from '#functions/data/users.js';
import { getDeps } from '#functions/deps.js';
import { readStats } from '#functions/open-house/open-house.js';
import type { CliIo } from '#infra/cli/command.js';
import { runCli } from '#infra/cli/run-cli.js';
import { DEMO_ADMIN, findUserIdByEmail } from '#infra/cli/seed-step.js';
import { DEMO_AGENTS } from '#infra/cli/seed-agents.js';
import { SAMPLE_SECTIONS } from '#infra/cli/sample-report.js';
import { findBookingsFor } from '#functions/data/booking.js';
import { findPublishedReport } from '#functions/data/reports.js';
import { filesOf } from '#functions/integrations/files.js';
import { readInspectionData } from '#functions/reports/reports.js';
import { readRepairRequest } from '#functions/reports/repair-request.js';
import { readFileSync } from 'node:fs';
import { progressFlags } from '#shared/inspections.js';
import { provisionTestTable } from '#test/support/api.js';

beforeAll(provisionTestTable);

/** Runs the CLI against this file's table (AWS_ENDPOINT_URL is the test endpoint). */
async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (line) => out.push(line), err: (line) => err.push(line), env: process.env };
  const code = await runCli(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const admin = (overrides: Record<string, string> = {}) => {
  const flags = { 'first-name': 'Ana', 'last-name': 'Admin', email: 'Ana@Example.com', phone: '(713) 555-0170', password: 'secret123', ...overrides };
  return ['create-admin', ...Object.entries(flags).flatMap(([name, value]) => [`--${name}`, value])];
};

describe('npm run cli -- create-admin', () => {
  it('creates an approved admin, verified, whose password verifies', async () => {
    const result = await cli(...admin());
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain('Created admin Ana Admin (ana@example.com, (713) 555-0170)');

    const id = await findUserIdByEmail(getDeps(), 'ana@example.com');
    const user = (await findUser(getDeps().db, id!))!;
    expect(user).toMatchObject({
      is_admin: true,
      approved: true,
      active: true,
      phone: '7135550170',
      company: "Agent's Preferred Inspector",
      email_verified_at: expect.any(String),
      phone_verified_at: expect.any(String),
    });
    expect(await verifyPassword('secret123', user.password_hash!)).toBe(true);
    expect(await verifyPassword('secret124', user.password_hash!)).toBe(false);
  });

  it('refuses a phone or an email already in use, with its message', async () => {
    expect(await cli(...admin({ email: 'other@example.com' }))).toMatchObject({
      code: 1,
      err: 'An account with this phone number already exists.',
    });
    expect(await cli(...admin({ phone: '7135550171', email: 'ANA@example.com' }))).toMatchObject({
      code: 1,
      err: 'An account with this email already exists.',
    });
  });

  it("prints the shared schemas' messages for bad input", async () => {
    expect(await cli(...admin({ phone: '71355501' }))).toMatchObject({ code: 1, err: 'Phone number is too short' });
    expect(await cli(...admin({ phone: '1135550100' }))).toMatchObject({ code: 1, err: 'Please enter a valid US phone number' });
    expect(await cli(...admin({ email: 'not-an-email' }))).toMatchObject({ code: 1, err: 'Please enter a valid email address' });
    expect(await cli(...admin({ password: 'abc' }))).toMatchObject({ code: 1, err: 'Password must be at least 6 characters' });
    expect(await cli(...admin({ password: 'Password1' }))).toMatchObject({ code: 1, err: 'This password is too common. Please choose another.' });
    expect(await cli('create-admin', '--last-name', 'B')).toMatchObject({ code: 1, err: 'First name is required' });
  });

  it('takes a company when given', async () => {
    expect((await cli(...admin({ phone: '7135550172', email: 'co@example.com', company: 'Bayou Inspections' }))).code).toBe(0);
    const user = await findUser(getDeps().db, (await findUserIdByEmail(getDeps(), 'co@example.com'))!);
    expect(user?.company).toBe('Bayou Inspections');
  });

  it('refuses unknown flags with the usage', async () => {
    const result = await cli(...admin(), '--admin');
    expect(result.code).toBe(1);
    expect(result.err).toContain('Usage: npm run cli -- create-admin');
  });
});

// Seeding hashes five passwords and carries seven inspections through their steps, PDFs included.
const SEEDING_MS = 120_000;

describe('npm run cli -- seed-demo', () => {
  it('creates the demo admin once, however often it runs', async () => {
    const first = await cli('seed-demo');
    expect(first.code).toBe(0);
    expect(first.out).toContain(`Demo admin created: sign in with phone (713) 555-0101 or ${DEMO_ADMIN.email}, password ${DEMO_ADMIN.password}`);
    const second = await cli('seed-demo');
    expect(second.code).toBe(0);
    expect(second.out).toContain('Demo admin already there');

    const user = await findUser(getDeps().db, (await findUserIdByEmail(getDeps(), DEMO_ADMIN.email))!);
    expect(user?.is_admin).toBe(true);
    expect(await verifyPassword(DEMO_ADMIN.password, user!.password_hash!)).toBe(true);
  }, SEEDING_MS);

  it("puts Alex Rivera's inspections at every stage of the tracker, the published ones with the full sample report", async () => {
    await cli('seed-demo');
    const deps = getDeps();
    const alex = (await findUserIdByEmail(deps, DEMO_AGENTS[0]!.email))!;
    const bookings = await findBookingsFor(deps.db, { id: alex, is_admin: false });
    const stepsDone = bookings.map((booking) => Object.values(progressFlags(booking)).filter(Boolean).length).sort((a, b) => a - b);
    // Steps 1–2 and 3–4 are reached together (booking; assignment sends the agreement). Two
    // are signed: one inspected today, one three days ago whose report is overdue (issue 15, D-207).
    expect(stepsDone).toEqual([2, 4, 5, 5, 6, 7, 8, 9]);
    const published = bookings.filter((booking) => booking.report_version);
    expect(published).toHaveLength(4);
    for (const booking of published) {
      const data = await readInspectionData(deps, { id: 'admin', is_admin: true }, booking.id);
      expect(data.reportData.map((section) => section.sectionCode)).toEqual(SAMPLE_SECTIONS.map((section) => section.sectionCode));
      expect(data.booking.inspection_date! < booking.report_uploaded_at!.slice(0, 10)).toBe(true);
      const report = (await findPublishedReport(deps.db, booking))!;
      const { head } = (await filesOf(deps).peek(report.pdf_key, 5))!;
      expect(head.toString()).toBe('%PDF-');
    }
    const paidByAgent = bookings.find((booking) => booking.paid_at && !booking.downloaded_at);
    const paidByClient = bookings.find((booking) => booking.downloaded_at);
    expect([paidByAgent?.paid_by, paidByClient?.paid_by]).toEqual(['agent', 'client']);
  }, SEEDING_MS);

  it('holds what the README tells a newcomer to look for: an option period near its end and a saved repair request', async () => {
    await cli('seed-demo');
    const deps = getDeps();
    const bookings = await findBookingsFor(deps.db, { id: (await findUserIdByEmail(deps, DEMO_AGENTS[0]!.email))!, is_admin: false });
    const withOption = bookings.filter((booking) => booking.option_period_days).map((booking) => booking.address1);
    const withRequest: string[] = [];
    for (const booking of bookings.filter((item) => item.report_version)) {
      const { items } = await readRepairRequest(deps, { id: 'admin', is_admin: true }, booking.id);
      if (items.length > 0) withRequest.push(`${booking.address1}: ${items.length} items`);
    }
    expect([withOption, withRequest]).toEqual([['902 W Alabama St'], ['1118 Yale St: 3 items']]);
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    for (const said of ['902 W Alabama St (signed, no report yet) has its option period ending tomorrow', '1118 Yale St (paid) has a saved repair request of three items']) {
      expect(readme.includes(said), `README.md says "${said}"`).toBe(true);
    }
  }, SEEDING_MS);

  it("imports the sample open houses for the coming weekend, once", async () => {
    const first = await cli('seed-demo');
    expect(first.out).toMatch(/Demo open houses on \d{4}-\d{2}-\d{2} and \d{4}-\d{2}-\d{2}: Imported \d+ new listings/);
    const before = await readStats(getDeps());
    expect(before.total_listings).toBeGreaterThanOrEqual(150);
    expect(before.total_dates).toBe(2);
    const again = await cli('seed-demo');
    expect(again.out).toMatch(/Imported 0 new listings, skipped \d+ duplicates/);
    expect(await readStats(getDeps())).toEqual(before);
  }, SEEDING_MS);

  it('refuses the deployed table unless told --allow-remote', async () => {
    expect(await cli('seed-demo', '--remote')).toMatchObject({ code: 1, err: expect.stringContaining('--allow-remote') });
  });
});

describe('npm run cli', () => {
  it('lists the commands on help', async () => {
    const result = await cli('help');
    expect(result.code).toBe(0);
    expect(result.out).toContain('create-admin');
    expect(result.out).toContain('seed-demo');
  });

  it('refuses an unknown command', async () => {
    expect(await cli('drop-table')).toMatchObject({ code: 1, err: expect.stringContaining('Unknown command "drop-table"') });
  });

  it('refuses --remote together with AWS_ENDPOINT_URL', async () => {
    expect(await cli(...admin({ phone: '7135550179', email: 'r@example.com' }), '--remote')).toMatchObject({
      code: 1,
      err: expect.stringContaining('unset AWS_ENDPOINT_URL'),
    });
  });
});
