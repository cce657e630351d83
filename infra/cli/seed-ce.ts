import { closeSync, openSync, readSync } from 'node:fs';
import { Readable } from 'node:stream';
import { addDays, dateIn, instantIn } from '#shared/dates.js';
import type { ClassInput } from '#shared/ce.js';
import { logAttendance } from '../../functions/ce/attendance.js';
import { createClass } from '../../functions/ce/classes.js';
import { importLicensees } from '../../functions/ce/licensees/licensee-import.js';
import { createSession } from '../../functions/ce/sessions.js';
import { findCeClasses } from '../../functions/data/ce-classes.js';
import type { Deps } from '../../functions/deps.js';
import type { SeedStep } from './seed-step.js';

/** The licence holders the demo needs: the sample file's first lines (Alex Rivera and Brooke Nguyen open it). */
const SAMPLE_FILE = new URL('../../samples/licensees.txt', import.meta.url);
const HOLDERS = 8;
/** The sample's first two licences (the demo agents) attended the past session. */
const PAST_ATTENDEES = ['0400063', '0400072'];

const CLASSES: ClassInput[] = [
  {
    class_name: 'Reading the Inspection Report',
    class_code: 'DEMO-RIR-101',
    description: 'What the TREC report form says, what deficient means, and how to talk buyers through it.',
    hours: 2,
  },
  { class_name: 'Foundations and Drainage in Texas Soils', class_code: 'DEMO-FDT-201', description: 'Expansive clay, slab movement and what an inspector looks for.', hours: 3 },
];

/** The first whole lines of the sample file, read without loading the rest of it. */
function firstLines(count: number): Buffer {
  const handle = openSync(SAMPLE_FILE, 'r');
  try {
    const head = Buffer.alloc(16 * 1024);
    const read = readSync(handle, head, 0, head.length, 0);
    let end = 0;
    for (let line = 0; line < count; line++) end = head.indexOf(0x0a, end, 'latin1') + 1;
    return head.subarray(0, Math.min(end, read));
  } finally {
    closeSync(handle);
  }
}

const at = (deps: Deps, when: Date): Deps => ({ ...deps, now: () => when });

/**
 * CE demo data through the product's own rules: a handful of licence holders, two
 * classes, a past session the demo agents attended, one today (so the demo can check in
 * on a phone) and one next week. Skipped when the demo classes are there already.
 */
export const ceSeedStep: SeedStep = {
  name: 'demo CE classes and sessions',
  run: async ({ deps, io }) => {
    const existing = new Set((await findCeClasses(deps.db)).map((item) => item.class_code));
    if (CLASSES.every((item) => existing.has(item.class_code))) {
      io.out('Demo CE classes already there.');
      return false;
    }
    const imported = await importLicensees(deps, Readable.from([firstLines(HOLDERS)]));
    const [reading, foundations] = await Promise.all(CLASSES.map((input) => createClass(deps, input).then((reply) => reply.class)));
    const zone = deps.config.BUSINESS_TIME_ZONE;
    const today = dateIn(zone, deps.now());
    const pastDate = addDays(today, -14);
    // The past session is created and attended on its own day, as it happened.
    const pastNoon = at(deps, instantIn(zone, pastDate, 12));
    const past = (await createSession(pastNoon, { ce_class_id: reading!.id, session_date: pastDate, session_time: '09:00', location: 'Heights Library, Houston', max_attendees: 30 })).session;
    for (const license_number of PAST_ATTENDEES) await logAttendance(at(pastNoon, instantIn(zone, pastDate, 9, 5)), { session_token: past.qr_token, license_number });
    await createSession(deps, { ce_class_id: foundations!.id, session_date: today, session_time: '18:00', location: 'Katy Office, Training Room', max_attendees: null });
    await createSession(deps, { ce_class_id: reading!.id, session_date: addDays(today, 7), session_time: '09:00', location: 'Online', max_attendees: null });
    io.out(`Demo CE: ${imported.added} licence holders, 2 classes, sessions on ${pastDate} (2 attended), ${today} and ${addDays(today, 7)}.`);
    return true;
  },
};
