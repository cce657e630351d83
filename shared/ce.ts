import * as z from './zod.js';
import { ceMessages, MAX_CLASS_HOURS, MIN_CLASS_HOURS } from './ce-messages.js';
import { nextCursorSchema } from './pages.js';
import { clockTimeSchema } from './times.js';

// Continuing education: licence holders and how their names are searched
// (docs/data-model.md §3 "Continuing education", docs/product/rules.md).

/** The Commission's License_Type codes we name; any other code is shown as itself. */
const ROLE_OF_TYPE: Record<string, string> = {
  SALE: 'Sales Agent',
  BRK: 'Broker',
  BLLC: 'Broker (company)',
  BCRP: 'Broker (company)',
};

export const roleOfType = (type: string) => ROLE_OF_TYPE[type] ?? type;

/** License_Status `20` is an active licence. */
export const ACTIVE_LICENSE_STATUS = '20';

// In their own module, so that what needs only these (every account write, through the
// agent's licence words) does not bundle the CE schemas (D-193).
export { nameWords, normalizeName } from './name-search.js';

/** Words the search starts from: 2 characters at least (data-model §3 "Name search"). */
export const MIN_SEARCH_WORD = 2;

/** Words that stay in capitals: generational suffixes and company forms. */
const UPPER_WORDS = new Set(['II', 'III', 'IV', 'VI', 'MD', 'PHD', 'CPA', 'LLC', 'PLLC', 'LP', 'LLP', 'INC', 'DBA', 'USA']);

/**
 * "MCDONALD" → "McDonald", "O'BRIEN" → "O'Brien", "SMITH-JONES" → "Smith-Jones". Particles
 * keep their capital ("De La Cruz"): the file cannot tell which spelling a person uses.
 */
function capitalizeWord(word: string): string {
  if (UPPER_WORDS.has(word.toUpperCase().replace(/\.$/, ''))) return word.toUpperCase().replace(/\.$/, '');
  const lower = word.toLowerCase();
  const titled = lower.replace(/(^|[-'’.])(\p{L})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase());
  return titled.replace(/^(Mc)(\p{L})/u, (_match, mc: string, letter: string) => mc + letter.toUpperCase());
}

const capitalize = (words: string) =>
  words
    .split(/\s+/)
    .filter(Boolean)
    .map(capitalizeWord)
    .join(' ');

/**
 * The Commission's `LAST, FIRST MIDDLE` and suffix as people read it: "Muñoz, José
 * Luis" + "JR" → "José Luis Muñoz Jr". A name without a comma (a company) keeps its order.
 */
export function displayLicenseeName(fullName: string, suffix = ''): string {
  const comma = fullName.indexOf(',');
  const ordered = comma < 0 ? fullName : `${fullName.slice(comma + 1)} ${fullName.slice(0, comma)}`;
  return [capitalize(ordered), capitalize(suffix.trim().replace(/\.$/, ''))].filter(Boolean).join(' ');
}

// Classes, sessions and attendance (product/outreach.md §2 /ce-admin and /ce-attendance, §3,
// §4, §5, §7 "CE public" and "CE admin", §8, §9). One schema for the form and the function.

export { attendanceDayMessage, ceMessages, MAX_CLASS_HOURS, MAX_STUDENT_RESULTS, MIN_CLASS_HOURS } from './ce-messages.js';

const text = (max: number, required: string = ceMessages.classRequired) =>
  z.string({ error: required }).check(z.trim(), z.maxLength(max));
/** A form's blank is absent: stored attributes are never empty strings (data-model rule 9). */
const optionalText = (max: number) =>
  z.pipe(
    z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z.optional(z.nullable(text(max))),
    ),
    z.transform((value) => value ?? null),
  );
/** The form sends text, JSON sends numbers; blank is absent. */
const numberInput = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : typeof value === 'string' ? Number(value) : value);

/** POST /api/ce/classes and PUT /api/ce/classes/{id}. */
export const classInputSchema = z.object({
  class_name: z.pipe(text(200), z.string().check(z.minLength(1, ceMessages.classRequired))),
  class_code: z.pipe(text(50), z.string().check(z.minLength(1, ceMessages.classRequired))),
  description: optionalText(2000),
  hours: z.preprocess(
    numberInput,
    z
      .number({ error: (issue) => (issue.input === undefined ? ceMessages.classRequired : ceMessages.hoursRange) })
      .check(
        z.int(ceMessages.hoursRange),
        z.minimum(MIN_CLASS_HOURS, ceMessages.hoursRange),
        z.maximum(MAX_CLASS_HOURS, ceMessages.hoursRange),
      ),
  ),
});
export type ClassInput = z.output<typeof classInputSchema>;

const sessionFields = {
  session_date: z
    .string({ error: ceMessages.sessionRequired })
    .check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, ceMessages.sessionRequired),
      z.refine(isRealDate, ceMessages.sessionRequired),
    ),
  /** `6:00 PM`, `6 PM` or `18:00` (D-211), kept as 24-hour `HH:MM` in the business time zone; or absent. */
  session_time: z.pipe(
    z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z.optional(z.nullable(clockTimeSchema(ceMessages.sessionTime))),
    ),
    z.transform((value) => value ?? null),
  ),
  location: optionalText(200),
  max_attendees: z.pipe(
    z.preprocess(
      numberInput,
      z.optional(
        z
          .number({ error: ceMessages.maxAttendees })
          .check(
            z.int(ceMessages.maxAttendees),
            z.minimum(1, ceMessages.maxAttendees),
            z.maximum(10_000, ceMessages.maxAttendees),
          ),
      ),
    ),
    z.transform((value) => value ?? null),
  ),
};

/** POST /api/ce/sessions. */
export const sessionCreateSchema = z.object({
  ce_class_id: z
    .string({ error: ceMessages.sessionRequired })
    .check(z.trim(), z.minLength(1, ceMessages.sessionRequired), z.maxLength(100)),
  ...sessionFields,
});
export type SessionCreate = z.output<typeof sessionCreateSchema>;

/** PUT /api/ce/sessions/{id}: the class stays (its fields are copied on the session). */
export const sessionUpdateSchema = z.object(sessionFields);
export type SessionUpdate = z.output<typeof sessionUpdateSchema>;

function isRealDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** product/outreach.md §3 "CE class". */
export const ceClassSchema = z.object({
  id: z.string(),
  class_name: z.string(),
  class_code: z.string(),
  description: z.nullable(z.string()),
  hours: z.number(),
  session_count: z.number(),
});
export type CeClass = z.infer<typeof ceClassSchema>;

/** product/outreach.md §3 "CE session". */
export const ceSessionSchema = z.object({
  id: z.string(),
  ce_class_id: z.string(),
  class_name: z.string(),
  class_code: z.string(),
  class_hours: z.number(),
  session_date: z.string(),
  session_time: z.nullable(z.string()),
  location: z.nullable(z.string()),
  max_attendees: z.nullable(z.number()),
  attendee_count: z.number(),
  qr_token: z.string(),
});
export type CeSession = z.infer<typeof ceSessionSchema>;

export const classesReplySchema = z.object({ classes: z.array(ceClassSchema) });
export const classReplySchema = z.object({ message: z.string(), class: ceClassSchema });
export const sessionsReplySchema = z.object({ sessions: z.array(ceSessionSchema), next_cursor: nextCursorSchema });
export const sessionReplySchema = z.object({ message: z.string(), session: ceSessionSchema });
export const messageReplySchema = z.object({ message: z.string() });

/** GET /api/ce/sessions/{id}/qr: the attendance address and its QR image (a PNG data URL) drawn by our server. */
export const sessionQrReplySchema = z.object({ url: z.string(), qr_image: z.string() });
export type SessionQr = z.infer<typeof sessionQrReplySchema>;

/** product/outreach.md §3 "Attendee". `id` is `<sessionId>:<license_number>` (data-model §3). */
export const attendeeSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  license_number: z.string(),
  role: z.string(),
  logged_at: z.string(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

/** product/outreach.md §3 "Attendee list response". */
export const attendeesReplySchema = z.object({
  session_info: z.object({
    class_name: z.string(),
    session_date: z.string(),
    session_time: z.nullable(z.string()),
    location: z.nullable(z.string()),
  }),
  total_attendees: z.number(),
  attendees: z.array(attendeeSchema),
  next_cursor: nextCursorSchema,
});
export type AttendeesReply = z.infer<typeof attendeesReplySchema>;

/** product/outreach.md §3 "CE session info (public)", with whether attendance is open today and why not. */
export const publicSessionInfoSchema = z.object({
  class_name: z.string(),
  session_date: z.string(),
  session_time: z.nullable(z.string()),
  location: z.nullable(z.string()),
  hours: z.number(),
  is_open: z.boolean(),
  closed_message: z.nullable(z.string()),
});
export type PublicSessionInfo = z.infer<typeof publicSessionInfoSchema>;

export const tokenParamsSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });

/** GET /api/ce/public/search-students?session_token&q. */
export const studentSearchQuerySchema = z.object({
  session_token: z
    .string({ error: ceMessages.invalidSession })
    .check(z.minLength(1, ceMessages.invalidSession), z.maxLength(200, ceMessages.invalidSession)),
  q: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
});

/** product/outreach.md §3 "CE student search result". */
export const studentResultSchema = z.object({
  full_name: z.string(),
  license_number: z.string(),
  role: z.string(),
  already_attended: z.boolean(),
});
export type StudentResult = z.infer<typeof studentResultSchema>;
export const studentResultsSchema = z.array(studentResultSchema);

/** POST /api/ce/public/log-attendance. `role` is accepted for the spec's sake and ignored: the licence item says it. */
export const logAttendanceSchema = z.object({
  session_token: z
    .string({ error: ceMessages.invalidSession })
    .check(z.minLength(1, ceMessages.invalidSession), z.maxLength(200, ceMessages.invalidSession)),
  license_number: z
    .string({ error: ceMessages.unknownLicense })
    .check(z.trim(), z.minLength(1, ceMessages.unknownLicense), z.maxLength(40, ceMessages.unknownLicense)),
  role: z.optional(z.string().check(z.maxLength(100))),
});

export const logAttendanceReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  full_name: z.string(),
  license_number: z.string(),
  role: z.string(),
  hours: z.number(),
});
export type LoggedAttendance = z.infer<typeof logAttendanceReplySchema>;

/** GET /api/ce/public/next-session: what the share page (/ce-class) names; null when none is scheduled. */
export const nextSessionReplySchema = z.object({
  next_session: z.nullable(
    z.object({
      class_name: z.string(),
      session_date: z.string(),
      session_time: z.nullable(z.string()),
      location: z.nullable(z.string()),
      hours: z.number(),
    }),
  ),
});
export type NextSessionReply = z.infer<typeof nextSessionReplySchema>;
export type NextSession = NonNullable<NextSessionReply['next_session']>;
