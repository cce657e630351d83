import { instantIn, windowStartHour } from './dates.js';

/** product/portal.md §3 "Calendar event". */
export interface CalendarEvent {
  title: string;
  description: string;
  location: string;
  startDateTime: Date | string;
  endDateTime: Date | string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** UTC as YYYYMMDDTHHMMSSZ (product/portal.md §9); an unparsable date gives '' (product/portal.md §5). */
export function formatICSDateTime(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) {
    console.error('Invalid date passed to formatICSDateTime');
    return '';
  }
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** An iCalendar 2.0 file with one event; CRLF line endings as RFC 5545 requires. */
export function buildIcs(event: CalendarEvent, uid: string, now: Date = new Date()): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Inspection Portal//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${formatICSDateTime(now)}`,
    `DTSTART:${formatICSDateTime(event.startDateTime)}`,
    `DTEND:${formatICSDateTime(event.endDateTime)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** The event of an inspection: its date and 5-hour window, in the business's time zone. */
export function inspectionEvent(
  inspection: { inspection_date: string; inspection_time: string; property_address: string; client_full_name: string },
  businessName: string,
  timeZone: string,
): CalendarEvent {
  let start: Date;
  try {
    start = instantIn(timeZone, inspection.inspection_date, windowStartHour(inspection.inspection_time));
  } catch {
    start = new Date(NaN);
  }
  return {
    title: `Home inspection: ${inspection.property_address}`,
    description: `${businessName} inspection for ${inspection.client_full_name}, window ${inspection.inspection_time}.`,
    location: inspection.property_address,
    startDateTime: start,
    endDateTime: new Date(start.getTime() + 5 * 3_600_000),
  };
}
