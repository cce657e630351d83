/** "Mon, Nov 23" for a YYYY-MM-DD date, read as that calendar day wherever the browser is. */
export function dayLabel(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return day.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
}
