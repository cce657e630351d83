// CSV as spreadsheets read it (RFC 4180), for every export: CE reports and rosters, contacts.

/**
 * One field (a boolean as Yes or No): quoted when it holds a comma, quote or line break. A leading = + - @ tab or
 * carriage return gets an apostrophe, so a spreadsheet shows a name like "=HYPERLINK(…)"
 * as text instead of running it (OWASP "CSV injection").
 */
export function csvField(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Lines joined with CRLF, as RFC 4180 writes them; the header first. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
