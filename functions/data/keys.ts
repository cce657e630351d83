// Key builders: the only place that knows how keys are spelled (docs/data-model.md).

export const userKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' });
export const phoneKey = (phone: string) => ({ pk: `PHONE#${phone}`, sk: 'UNIQUE' });
export const emailKey = (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'UNIQUE' });
/** A registered agent's licence number, held by one account (data-model §3, the licence-number note). */
export const licenseClaimKey = (licenseNumber: string) => ({ pk: `LICENSE#${licenseNumber}`, sk: 'UNIQUE' });
export const sessionKey = (tokenHash: string) => ({ pk: `SESSION#${tokenHash}`, sk: 'SESSION' });
export const userSessionsIndex = (userId: string) => `USER#${userId}#SESSIONS`;
export const outboxKey = (messageId: string) => ({ pk: `OUTBOX#${messageId}`, sk: 'MESSAGE' });
export const OUTBOX_INDEX_PK = 'OUTBOX';
export const OUTBOX_PENDING_PK = 'OUTBOX#PENDING';
export const agentStatusIndex = (status: 'pending' | 'active' | 'inactive' | 'admin') => `AGENTS#${status}`;

// Sign-in (docs/data-model.md §3, §4)
export type TokenKind = 'EMAIL_VERIFY' | 'SIGNUP' | 'RESET' | 'INVITE' | 'QR_APPROVE' | 'CONTRACT' | 'DOWNLOAD' | 'LOCAL_CHECKOUT' | 'CE_ATTENDANCE';
export const tokenKey = (tokenHash: string, kind: TokenKind) => ({ pk: `TOKEN#${tokenHash}`, sk: kind });
export const resetPointerKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'RESET' });
export const phoneCodeKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'PHONE_CODE' });
export const passkeyKey = (userId: string, credentialId: string) => ({ pk: `USER#${userId}`, sk: `PASSKEY#${credentialId}` });
export const PASSKEY_PREFIX = 'PASSKEY#';
export const passkeyClaimKey = (credentialId: string) => ({ pk: `PASSKEY#${credentialId}`, sk: 'UNIQUE' });
export const challengeKey = (challenge: string) => ({ pk: `CHALLENGE#${challenge}`, sk: 'CHALLENGE' });
export const qrLoginKey = (sessionIdHash: string) => ({ pk: `QRLOGIN#${sessionIdHash}`, sk: 'QRLOGIN' });
export const rateKey = (action: string, subject: string, windowStart: string) => ({ pk: `RATE#${action}#${subject}`, sk: windowStart });

// Ordering and inspections (docs/data-model.md §3)
export const draftKey = (agentId: string) => ({ pk: `USER#${agentId}`, sk: 'DRAFT' });
export const bookingKey = (bookingId: string) => ({ pk: `BOOKING#${bookingId}`, sk: 'BOOKING' });
export const contractKey = (bookingId: string) => ({ pk: `BOOKING#${bookingId}`, sk: 'CONTRACT' });
export const agentBookingsIndex = (agentId: string) => `USER#${agentId}#BOOKINGS`;
export const ALL_BOOKINGS_INDEX = 'BOOKINGS';
export const CALENDAR_PK = 'CALENDAR';
export const calendarDayKey = (date: string) => ({ pk: CALENDAR_PK, sk: `DAY#${date}` });
/** Admin-edited settings, one item each (data-model C11); REPORT_DISCLAIMER is the report viewer's preamble. */
export type SettingsName = 'PRICING' | 'CAPACITY' | 'REPORT_DISCLAIMER' | 'CE_ROSTER' | 'ROUTING' | 'REPORT_PROMISE';
export const settingsKey = (name: SettingsName) => ({ pk: 'SETTINGS', sk: name });

// Reports and payments (docs/data-model.md §3): versions sort as 4 digits, sections by form order.
const pad = (n: number, width: number) => String(n).padStart(width, '0');
export const reportKey = (bookingId: string, version: number) => ({ pk: `BOOKING#${bookingId}`, sk: `REPORT#${pad(version, 4)}` });
export const reportSectionKey = (bookingId: string, version: number, position: number) => ({
  pk: `BOOKING#${bookingId}`,
  sk: `REPORT#${pad(version, 4)}#SECTION#${pad(position, 3)}`,
});
/** The agent's repair request on a booking (D-232): one per inspection and agent. */
export const repairRequestKey = (bookingId: string, agentId: string) => ({ pk: `BOOKING#${bookingId}`, sk: `REPAIR_REQUEST#${agentId}` });
export const paymentKey = (bookingId: string, createdAt: string, providerRef: string) => ({ pk: `BOOKING#${bookingId}`, sk: `PAYMENT#${createdAt}#${providerRef}` });
export const PAYMENT_PREFIX = 'PAYMENT#';
export const payEventKey = (provider: 'stripe' | 'local', eventId: string) => ({ pk: `PAYEVENT#${provider}#${eventId}`, sk: 'EVENT' });

// Open houses (docs/data-model.md §3): a listing's key is the duplicate rule, one MLS number per date.
export const OPENHOUSE_PK = 'OPENHOUSE';
export const openHouseDatePk = (date: string) => `OPENHOUSE#${date}`;
export const openHouseListingKey = (date: string, mlsNumber: string) => ({ pk: openHouseDatePk(date), sk: `MLS#${mlsNumber}` });
export const openHouseDayKey = (date: string) => ({ pk: OPENHOUSE_PK, sk: `DATE#${date}` });
export const openHouseAgentKey = (agentKey: string) => ({ pk: OPENHOUSE_PK, sk: `AGENT#${agentKey}` });
/**
 * A listing's place in its date's list (gsi1, D-201): by start time, then address, then
 * MLS number (unique). The address is cut to 200 characters: it only orders, and keys stay small.
 */
export const openHouseTimeIndexKey = (listing: { open_house_date: string; start_time: string; address: string; mls_number: string }) => ({
  gsi1pk: openHouseDatePk(listing.open_house_date),
  gsi1sk: `${listing.start_time}#${listing.address.slice(0, 200)}#${listing.mls_number}`,
});

// Licence holders (docs/data-model.md §3 "Continuing education", D-147): packed, a bucket of
// licences by a hash of the number, and name-index chunks by a word's first 2 characters.
export const licenseeBucketKey = (bucket: number) => ({ pk: `LICBUCKET#${String(bucket).padStart(4, '0')}`, sk: 'ROWS' });
export const licenseeWordsPk = (partition: string) => `LICWORDS#${partition}`;
export const licenseeWordsKey = (partition: string, lastKey: string) => ({ pk: licenseeWordsPk(partition), sk: lastKey });
/** A registered agent's name token (user-licenses.ts): its partition is its word's first 2 characters. */
export const licenseeNamePk = (word: string) => `LICNAME#${word.slice(0, 2)}`;
export const licenseeNameSk = (word: string, normalizedName: string, licenseNumber: string) => `${word}#${normalizedName}#${licenseNumber}`;
/** An admin's upload of the licence-holder file and its import by the job (issue 11 point 1). */
export const licenseeImportKey = (importId: string) => ({ pk: `LICIMPORT#${importId}`, sk: 'IMPORT' });
export const LICENSEE_IMPORTS_INDEX = 'LICIMPORTS';
/** The last import's summary: whether licence data is loaded at all, and when. */
export const LICENSEE_IMPORT_KEY = { pk: 'LICENSEES', sk: 'IMPORT' };
/** A name token's key from the sk its licence holder lists in `name_tokens`. */
export const licenseeNameKey = (sk: string) => ({ pk: licenseeNamePk(sk), sk });

// CE classes, sessions and attendance (docs/data-model.md §3 "Continuing education").
export const ceClassKey = (classId: string) => ({ pk: `CECLASS#${classId}`, sk: 'CLASS' });
/** A class code's claim: codes are unique, case-insensitively (issue 11 point 2). */
export const ceClassCodeKey = (code: string) => ({ pk: `CECLASSCODE#${code.toLowerCase()}`, sk: 'UNIQUE' });
export const CE_CLASSES_INDEX = 'CECLASSES';
export const ceSessionKey = (sessionId: string) => ({ pk: `CESESSION#${sessionId}`, sk: 'SESSION' });
export const CE_SESSIONS_INDEX = 'CESESSIONS';
export const CE_ATTENDEE_PREFIX = 'ATTENDEE#';
export const ceAttendeeKey = (sessionId: string, licenseNumber: string) => ({ pk: `CESESSION#${sessionId}`, sk: `${CE_ATTENDEE_PREFIX}${licenseNumber}` });
export const CE_ATTENDANCE_INDEX = 'CEATTENDANCE';
export const ceClassAttendanceIndex = (classId: string) => `CECLASS#${classId}#ATTENDANCE`;
// Saved routes (docs/data-model.md §3, R1–R3): in their owner's partition.
export const savedRouteKey = (ownerId: string, routeId: string) => ({ pk: `USER#${ownerId}`, sk: `ROUTE#${routeId}` });
export const userRoutesIndex = (ownerId: string) => `USER#${ownerId}#ROUTES`;
// Agent contacts (docs/data-model.md §3, K1–K7; D-133): the business's one log, shared by its admins.
export const contactKey = (contactId: string) => ({ pk: `CONTACT#${contactId}`, sk: 'CONTACT' });
export const CONTACTS_INDEX = 'CONTACTS';
export const contactLicenseIndex = (licenseNumber: string) => `CONTACTS#LICENSE#${licenseNumber}`;
/** `<date>T<HH:MM>#<id>`: text order is the contact's date and time order. */
export const contactIndexSk = (date: string, time: string, contactId: string) => `${date}T${time}#${contactId}`;
export const FOLLOWUPS_KEY = { pk: 'CONTACTS', sk: 'FOLLOWUPS' } as const;
/** How many contacts name a licence (D-185): the history's contact_count without reading them. */
export const contactLicenseCountKey = (licenseNumber: string) => ({ pk: `CONTACTS#LICENSE#${licenseNumber}`, sk: 'COUNT' });
/** The month's contact counters (D-185): `month` is `YYYY-MM` of the contact date. */
export const contactMonthKey = (month: string) => ({ pk: 'CONTACTS', sk: `MONTH#${month}` });
// The option period's deadline (docs/data-model.md "Option deadlines", D-230): one item per booking
// that has one, listed by deadline for admins (gsi1) and for its agent (gsi2).
export const optionDeadlineKey = (bookingId: string) => ({ pk: `BOOKING#${bookingId}`, sk: 'OPTION_DEADLINE' });
export const OPTION_DEADLINES_INDEX = 'OPTION_DEADLINES';
export const agentOptionDeadlinesIndex = (agentId: string) => `USER#${agentId}#OPTION_DEADLINES`;
// The dashboard's work queue (docs/data-model.md "Work queue", D-158): one entry item per
// waiting thing, in its owner's partition, listed for admins on gsi1 and for the agent on gsi2.
export type QueueEntryKind = 'UNSCHEDULED' | 'AGREEMENT' | 'INSPECTION' | 'PAYMENT' | 'FOLLOWUP' | 'ROSTER' | 'AGENT';
export const bookingQueueKey = (bookingId: string, kind: QueueEntryKind) => ({ pk: `BOOKING#${bookingId}`, sk: `QUEUE#${kind}` });
export const contactQueueKey = (contactId: string) => ({ pk: `CONTACT#${contactId}`, sk: 'QUEUE#FOLLOWUP' });
export const ceSessionQueueKey = (sessionId: string) => ({ pk: `CESESSION#${sessionId}`, sk: 'QUEUE#ROSTER' });
export const ADMIN_QUEUE_INDEX = 'QUEUE#ADMIN';
/** Sorts before every instant: the report promise, read with the queue (D-160). */
export const ADMIN_QUEUE_SETTINGS_SK = '0000#SETTINGS#REPORT_PROMISE';
export const agentQueueIndex = (agentId: string) => `QUEUE#AGENT#${agentId}`;
/** `<shows from>#<kind>#<id>`: an admin entry is read once its time has come (`<=` now). */
export const adminQueueSk = (showsFrom: string, kind: QueueEntryKind, id: string) => `${showsFrom}#${kind}#${id}`;
// Search words (docs/data-model.md §3 "List search", D-169): one item per word, in the partition of its first 2 characters.
/** A booking's word: admins search the base table; its agent searches gsi1 (`USER#<agentId>#BKWORDS`). */
export const bookingWordKey = (word: string, submittedAt: string, bookingId: string) => ({ pk: `BKWORD#${word.slice(0, 2)}`, sk: `${word}#${submittedAt}#${bookingId}` });
export const bookingWordPk = (word: string) => `BKWORD#${word.slice(0, 2)}`;
export const agentBookingWordsIndex = (agentId: string) => `USER#${agentId}#BKWORDS`;
/** An account's word (name, email, phone digits), for the admin agents search. */
export const agentWordKey = (word: string, userId: string) => ({ pk: `AGWORD#${word.slice(0, 2)}`, sk: `${word}#${userId}` });
export const agentWordPk = (word: string) => `AGWORD#${word.slice(0, 2)}`;

// Files bucket (docs/data-model.md §8): ids only, one segment each.
/**
 * An object key from its segments, joined by `/`. An empty segment, `.`, `..` or a `/` inside
 * one is refused: S3 stores such a key as written, but a browser or an HTTP client normalises
 * the path of a link to it, which then names another object (issue 26).
 */
export function fileKey(...segments: string[]): string {
  const refused = segments.find((segment) => segment === '' || segment === '.' || segment === '..' || segment.includes('/'));
  if (refused !== undefined || !segments.length) throw new Error(`Not a file key segment: ${JSON.stringify(refused ?? '')} in ${JSON.stringify(segments)}`);
  return segments.join('/');
}
export const agentPhotoFileKey = (userId: string, at: Date, extension: string) => fileKey('users', userId, `photo-${at.getTime()}.${extension}`);
/** The wizard's property photo; the booking keeps this key (D-082). */
export const draftImageFileKey = (agentId: string, at: Date, extension: string) => fileKey('drafts', agentId, `property-${at.getTime()}.${extension}`);
export const propertyImageFileKey = (bookingId: string, at: Date, extension: string) => fileKey('bookings', bookingId, `property-${at.getTime()}.${extension}`);
/** One signing attempt's files, in a folder of their own (the attempt that wins the transaction is recorded). */
export const contractFileKey = (bookingId: string, attemptId: string, name: 'signature.png' | 'agreement.pdf') => fileKey('bookings', bookingId, 'contract', attemptId, name);
/** A report PDF as the browser posted it, before its check (a lifecycle rule removes `incoming/` after a day). */
export const reportUploadFileKey = (bookingId: string, uploadId: string) => fileKey('incoming', bookingId, `${uploadId}.pdf`);
export const reportPdfFileKey = (bookingId: string, version: number) => fileKey('bookings', bookingId, 'reports', `${pad(version, 4)}.pdf`);
/** `name` is checked by report-photo-files.ts (`<vvvv>-<nnn>-<ii>.<ext>`, D-170). */
export const reportPhotoFileKey = (bookingId: string, name: string) => fileKey('bookings', bookingId, 'reports', 'photos', name);
/** An admin's licence-holder file (issue 11 point 1). */
export const licenseeImportFileKey = (importId: string) => fileKey('licensee-imports', importId);
