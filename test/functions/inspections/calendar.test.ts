import { describe, expect, it, vi } from 'vitest';
import { buildIcs, formatICSDateTime, inspectionEvent } from '#shared/calendar.js';
import { canCancel } from '#shared/inspections.js';

describe('calendar file', () => {
  it('formats UTC as YYYYMMDDTHHMMSSZ and logs an unparsable date', () => {
    expect(formatICSDateTime('2026-11-25T15:00:00.000Z')).toBe('20261125T150000Z');
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(formatICSDateTime('not a date')).toBe('');
    expect(spy).toHaveBeenCalledWith('Invalid date passed to formatICSDateTime');
    spy.mockRestore();
  });

  it('builds one VEVENT from the date and 5-hour window in the business time zone, with CRLF lines', () => {
    const event = inspectionEvent({ inspection_date: '2026-11-25', inspection_time: '9AM-2PM', property_address: '1 Main St, Houston, TX 77002', client_full_name: 'Jo Hale' }, 'Inspector', 'America/Chicago');
    const ics = buildIcs(event, 'id-1@portal', new Date('2026-11-22T08:00:00Z'));
    expect(ics.split('\r\n')).toEqual(
      expect.arrayContaining(['VERSION:2.0', 'BEGIN:VEVENT', 'UID:id-1@portal', 'DTSTAMP:20261122T080000Z', 'DTSTART:20261125T150000Z', 'DTEND:20261125T200000Z', 'LOCATION:1 Main St\\, Houston\\, TX 77002']),
    );
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
  });
});

describe('canCancel', () => {
  it('allows cancelling until exactly 48 hours before the window starts', () => {
    const booking = { inspection_date: '2026-07-10', inspection_time: '8AM-1PM' }; // 13:00Z (CDT)
    expect(canCancel(booking, 'America/Chicago', new Date('2026-07-08T13:00:00Z'))).toBe(true);
    expect(canCancel(booking, 'America/Chicago', new Date('2026-07-08T13:00:01Z'))).toBe(false);
    expect(canCancel({ ...booking, cancelled_at: 'x' }, 'America/Chicago', new Date('2026-01-01T00:00:00Z'))).toBe(false);
  });
});
