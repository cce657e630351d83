// The CE pages' messages and limits (product/outreach.md §5, §8, §9), without zod: the public
// attendance page imports these and stays small (it is opened on phones from a QR code).

export const ceMessages = {
  classRequired: 'Please fill in all required fields',
  hoursRange: 'CE hours must be a whole number from 1 to 24.',
  codeTaken: 'A class with this code already exists.',
  classLocked: 'This class has sessions, so it can no longer be changed or deleted.',
  classChanged: 'This class changed meanwhile. Reload and try again.',
  sessionRequired: 'Please select a class and date',
  maxAttendees: 'Max attendees must be at least 1, or blank for unlimited.',
  sessionTime: 'Enter the time as 6:00 PM or 18:00.',
  sessionLocked: 'This session has attendees, so it can no longer be changed or deleted.',
  classNotFound: 'CE class not found',
  sessionNotFound: 'CE session not found',
  attendeeNotFound: 'Attendee not found',
  invalidSession: 'Invalid session',
  alreadyAttended: 'You have already logged attendance for this session',
  sessionFull: 'This session is full. Please see the instructor.',
  unknownLicense: 'We could not find that licence. Please search again.',
  searchFailed: 'Search failed',
  logFailed: 'Failed to log attendance',
  loadFailed: 'Failed to load data',
  loadAttendeesFailed: 'Failed to load attendees',
  updateSessionFailed: 'Failed to update session',
  deleteAttendeeFailed: 'Failed to delete attendee',
  createSessionFailed: 'Failed to create session',
  deleteSessionFailed: 'Failed to delete session',
  loadClassesFailed: 'Failed to load classes',
  saveClassFailed: 'Failed to create/update class',
  deleteClassFailed: 'Failed to delete class',
  qrFailed: 'Failed to generate QR code',
  copyUnsupported: 'Copy not supported in this browser. Try the Print option instead.',
  /** The share page has no Print: the same message, with what to do there. */
  copyShareUnsupported: 'Copy not supported in this browser. Select the text and copy it.',
  noClasses: 'You need to create CE classes first before you can schedule sessions.',
} as const;

/** Attendance is logged on the session's own date only (business time zone); the page says when. */
export const attendanceDayMessage = (sessionDate: string, today: string) =>
  sessionDate > today
    ? `Attendance opens on the day of the class (${sessionDate}). Please scan the code again then.`
    : `Attendance for this class closed at the end of its day (${sessionDate}).`;

/** Most rows a name search answers (issue 11 point 4). */
export const MAX_STUDENT_RESULTS = 20;
/** product/outreach.md §9: hours 1 to 24. */
export const MIN_CLASS_HOURS = 1;
export const MAX_CLASS_HOURS = 24;

