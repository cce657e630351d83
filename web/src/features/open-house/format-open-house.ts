// How open-house times, windows and prices read on screen (kept free of React, so they are easy to test).

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** '13:00' → '1:00 PM'; text that is not a 24-hour time is shown as it came. */
export function formatClock(time: string): string {
  const match = TIME.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${suffix}`;
}

/** '2026-11-28' → 'Sat, Nov 28' (the calendar date as written: no time-zone shift). */
export function formatShortDay(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const at = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  return at.toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });
}

/** '1:00 PM – 3:00 PM'. */
export const formatHours = (start: string, end: string) => `${formatClock(start)} – ${formatClock(end)}`;

/** 'Sat, Nov 28 · 1:00 PM – 3:00 PM'. */
export const formatWindow = (date: string, start: string, end: string) => `${formatShortDay(date)} · ${formatHours(start, end)}`;

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** '$450,000', or 'Price not listed'. */
export const formatPrice = (price: number | null) => (price === null ? 'Price not listed' : money.format(price));

/** '1 listing', '3 listings'. */
export const countOf = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** Only http(s) links are followed: an MLS export could hold a javascript: address. */
export function safeLink(link: string | null): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** '3 bd · 2.5 ba · 1,850 sq ft', leaving out what the listing does not say. */
export function formatFacts(listing: { beds: number | null; baths: number | null; sqft: number | null }): string {
  const parts = [
    listing.beds === null ? null : `${listing.beds} bd`,
    listing.baths === null ? null : `${listing.baths} ba`,
    listing.sqft === null ? null : `${listing.sqft.toLocaleString('en-US')} sq ft`,
  ];
  return parts.filter(Boolean).join(' · ');
}
