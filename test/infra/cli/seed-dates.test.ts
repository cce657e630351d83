import { describe, expect, it } from 'vitest';
import { ADMIN_QUEUE_KINDS } from '#shared/dashboard.js';
import { addDays, dateIn, instantIn } from '#shared/dates.js';
import { getConfig } from '#functions/config.js';
import { readDashboard } from '#functions/dashboard/dashboard.js';
import { getReportPromise } from '#functions/data/settings.js';
import { createDeps, type Deps } from '#functions/deps.js';
import { saveReportPromise } from '#functions/settings/settings.js';
import { seedSteps } from '#infra/cli/seed-demo.js';
import { DEMO_ADMIN, findUserIdByEmail } from '#infra/cli/seed-step.js';
import { localClock } from '#infra/local/clock.js';
import { provision } from '#infra/local/provision.js';
import { withLocalWriteLock } from '#infra/local/write-locks.js';

// The demo's dates follow the clock it is seeded on (D-207): seeded at any hour, including the
// small hours and the days after both daylight-saving changes in Houston, the dashboard shows
// every kind of waiting item from then to the end of that day, as dashboard.spec.ts expects
// under the default and a 36-hour report promise. test/e2e/clock-sweep.sh checks the same in
// the browser; this keeps the rule in `npm test`.

const INSTANTS = [
  // Friday 01:55 in Houston: the CI run that found a report inspected Wednesday not yet overdue.
  '2026-11-27T01:55:00-06:00',
  '2026-11-27T23:30:00-06:00',
  // The day after the 25-hour day, and after the 23-hour one.
  '2026-11-02T00:30:00-06:00',
  '2027-03-15T00:30:00-05:00',
];

const silent = { out: () => undefined, err: () => undefined, env: {} };
let tables = 0;

/** A table of its own, on the settable clock at `instant` (as LOCAL_CLOCK_START gives the CLI). */
async function depsAt(instant: string): Promise<Deps> {
  tables += 1;
  const config = getConfig();
  const own = { ...config, TABLE_NAME: `${config.TABLE_NAME}-c${tables}`, FILES_BUCKET: `${config.FILES_BUCKET}-c${tables}` };
  await provision({ ...own, AWS_ENDPOINT_URL: own.AWS_ENDPOINT_URL! });
  return { ...withLocalWriteLock(createDeps(own)), now: localClock({ LOCAL_CLOCK_START: instant })! };
}

describe.each(INSTANTS)('seed-demo on the clock at %s', (instant) => {
  it('fills every line of the admin dashboard that day and the next, the report overdue under 36 hours too', async () => {
    const deps = await depsAt(instant);
    // The open houses are the coming weekend's (open-house-sample.test.ts); the queue does not read them.
    for (const step of seedSteps().filter((item) => item.name !== 'demo open houses')) await step.run({ deps, io: silent });
    const admin = { id: (await findUserIdByEmail(deps, DEMO_ADMIN.email))!, is_admin: true };
    const zone = deps.config.BUSINESS_TIME_ZONE;
    const endOfDay = instantIn(zone, dateIn(zone, deps.now()), 23, 59);

    const lines = async (at: Date) => (await readDashboard({ ...deps, now: () => at }, admin)).admin!.lines;
    const titles = (found: Awaited<ReturnType<typeof lines>>, kind: string) => found.find((line) => line.kind === kind)!.items.map((item) => `${item.title}: ${item.detail.split(' · ')[0]}`);
    for (const at of [deps.now(), endOfDay]) {
      const found = await lines(at);
      expect(found.filter((line) => line.count === 0).map((line) => line.kind), at.toISOString()).toEqual([]);
      expect(found.map((line) => line.kind)).toEqual(ADMIN_QUEUE_KINDS);
      expect(titles(found, 'visits')).toEqual(['902 W Alabama St, Houston, TX 77006: Today, 9AM-2PM', '4219 Bellaire Blvd, Houston, TX 77401: Tomorrow, 9AM-2PM']);
      expect(titles(found, 'agreements')).toEqual(['4219 Bellaire Blvd, Houston, TX 77401: Not signed']);
      expect(found.find((line) => line.kind === 'rosters')!.items.some((item) => item.is_overdue)).toBe(true);
      // An inspection near its option deadline, tomorrow at 5 p.m. (D-230), on the admins' list.
      const deadlines = (await readDashboard({ ...deps, now: () => at }, admin)).admin!.option_deadlines;
      expect(deadlines.map((entry) => [entry.title, entry.deadline.slice(0, 10)])).toEqual([['902 W Alabama St, Houston, TX 77006', addDays(dateIn(zone, deps.now()), 1)]]);
    }

    // After midnight (a test run that crossed it): the second visit is today's, every line still has its item.
    const nextDay = await lines(instantIn(zone, addDays(dateIn(zone, deps.now()), 1), 0, 30));
    expect(nextDay.filter((line) => line.count === 0).map((line) => line.kind)).toEqual([]);
    expect(titles(nextDay, 'visits')).toEqual(['4219 Bellaire Blvd, Houston, TX 77401: Today, 9AM-2PM']);

    await saveReportPromise(deps, admin.id, { report_promise_hours: 36, version: (await getReportPromise(deps.db)).version });
    for (const at of [deps.now(), endOfDay]) expect(titles(await lines(at), 'reports'), at.toISOString()).toEqual([expect.stringMatching(/^6120 Westview Dr, .*: Inspected /)]);
  });
});
