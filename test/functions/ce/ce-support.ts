import { dateIn } from '#shared/dates.js';
import { importLicensees } from '#functions/ce/licensees/licensee-import.js';
import { handler as postClass } from '#functions/ce/post-ce-classes.js';
import { handler as postSession } from '#functions/ce/post-ce-sessions.js';
import { getDeps, type Deps } from '#functions/deps.js';
import type { ApiHandler } from '#functions/http/handler.js';
import { sameSite } from '#test/support/accounts.js';
import { call } from '#test/support/api.js';
import { chunked, licenseeLine } from './support.js';

// Classes, sessions and licence holders made through the product's own routes and importer.

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Today where the business is: the only day a session takes attendance. */
export const businessToday = (deps: Deps = getDeps()) => dateIn(deps.config.BUSINESS_TIME_ZONE, deps.now());

export async function createClass(admin: string, fields: Record<string, unknown> = {}) {
  const code = `CE-${unique()}`;
  const answer = await call(postClass, 'POST /api/ce/classes', {
    token: admin,
    headers: sameSite,
    body: { class_name: `Foundation Basics ${code}`, class_code: code, description: 'What an inspector sees', hours: 3, ...fields },
  });
  if (answer.status !== 200) throw new Error(`createClass: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json.class as { id: string; class_name: string; class_code: string; hours: number };
}

export async function createSession(admin: string, classId: string, fields: Record<string, unknown> = {}) {
  const answer = await call(postSession, 'POST /api/ce/sessions', {
    token: admin,
    headers: sameSite,
    body: { ce_class_id: classId, session_date: businessToday(), session_time: '18:00', location: 'Heights Library', max_attendees: '', ...fields },
  });
  if (answer.status !== 200) throw new Error(`createSession: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json.session as { id: string; qr_token: string; session_date: string; attendee_count: number; class_hours: number };
}

/** Licence holders by the importer: `[number, 'LAST, FIRST', type?]`. */
export async function importHolders(holders: [string, string, string?][]) {
  const lines = holders.map(([number, name, type]) => licenseeLine({ number, name, type }));
  await importLicensees(getDeps(), chunked(Buffer.from(`${lines.join('\n')}\n`, 'latin1'), 4096));
}

/** A handler whose clock reads `at`. */
export const at = (handler: ApiHandler, when: Date) => handler.withDeps({ ...getDeps(), now: () => when });
