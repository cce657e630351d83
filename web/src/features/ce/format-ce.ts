// How the CE pages write times and hours (kept free of React, so they are easy to test).

/** "18:30" → "6:30 PM"; '' when there is no time. */
export function formatTime(time: string | null | undefined): string {
  const match = time ? /^(\d{2}):(\d{2})$/.exec(time) : null;
  if (!match) return '';
  const hour = Number(match[1]);
  return `${hour % 12 || 12}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

export const formatHours = (hours: number) => (hours === 1 ? '1 CE hour' : `${hours} CE hours`);

/** "12 of 30" or "12 (no limit)". */
export const formatAttendance = (count: number, max: number | null) => (max === null ? `${count} (no limit)` : `${count} of ${max}`);
