import { beforeAll, describe, expect, it } from 'vitest';
import { dateIn } from '#shared/dates.js';
import { listAttendees } from '#functions/ce/attendees.js';
import { listClasses } from '#functions/ce/classes.js';
import { listSessions } from '#functions/ce/sessions.js';
import { getDeps } from '#functions/deps.js';
import { ceSeedStep } from '#infra/cli/seed-ce.js';
import { provisionTestTable } from '#test/support/api.js';

beforeAll(provisionTestTable);

describe('seed-demo: CE', () => {
  it('makes two classes, a past session the demo agents attended, one today and one next week; a second run adds nothing', async () => {
    const lines: string[] = [];
    const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line), env: {} };
    const deps = getDeps();
    expect(await ceSeedStep.run({ deps, io })).toBe(true);
    expect((await listClasses(deps)).classes.map((item) => [item.class_code, item.session_count])).toEqual([
      ['DEMO-FDT-201', 1],
      ['DEMO-RIR-101', 2],
    ]);
    const { sessions } = await listSessions(deps, { limit: 25 });
    const today = dateIn(deps.config.BUSINESS_TIME_ZONE, deps.now());
    expect(sessions.map((session) => session.session_date < today ? 'past' : session.session_date === today ? 'today' : 'upcoming')).toEqual(['upcoming', 'today', 'past']);
    const past = await listAttendees(deps, sessions[2]!.id, { limit: 25 });
    expect(past.attendees.map((attendee) => attendee.full_name).sort()).toEqual(['Alex Rivera', 'Brooke Nguyen']);
    expect(sessions[2]!.attendee_count).toBe(2);

    expect(await ceSeedStep.run({ deps, io })).toBe(false);
    expect((await listSessions(deps, { limit: 25 })).sessions).toHaveLength(3);
    expect(lines.at(-1)).toBe('Demo CE classes already there.');
  });
});
