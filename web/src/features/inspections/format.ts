// Display helpers for the inspections list (kept free of React, so they are easy to test).

/** "Sat, Nov 28, 2026" for a YYYY-MM-DD calendar date (no time zone shift). */
export function formatDay(date: string | null | undefined): string {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return '';
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
}

/** "Nov 28, 2026" for an ISO instant, in the viewer's zone. */
export function formatInstant(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : at.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** The search box (DOMAIN "Fixed on purpose"): address or client, ignoring case. */
export function matchesSearch(item: { property_address: string; client_full_name: string }, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return !needle || item.property_address.toLowerCase().includes(needle) || item.client_full_name.toLowerCase().includes(needle);
}
