// As-you-type display of a US mobile number (spec part 1 §5: shown as (555) 123-4567).
// Only the digits matter to the shared phone schema, so the brackets are cosmetic.

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** A pasted "+1 713 555 0100" carries the country code; the form holds the 10 national digits. */
function nationalDigits(value: string): { digits: string; dropped: number } {
  const digits = digitsOf(value);
  if (digits.length === 11 && digits.startsWith('1') && /^\s*\+?1/.test(value)) return { digits: digits.slice(1), dropped: 1 };
  return { digits, dropped: 0 };
}

/**
 * "(713", "(713) 555", "(713) 555-0100" as the digits arrive. More than 10 digits
 * stay as typed, so the spec's 'Phone number is too long' can be shown for them.
 */
export function formatPhoneAsTyped(value: string): string {
  const { digits } = nationalDigits(value);
  if (digits.length === 0) return '';
  if (digits.length > 10) return value;
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * Where the caret belongs in `formatted` so it stays after the same digit it
 * followed in `typed` (editing mid-number must not throw the caret to the end).
 */
export function caretAfterFormat(typed: string, caret: number, formatted: string): number {
  const { dropped } = nationalDigits(typed);
  const wanted = Math.max(0, digitsOf(typed.slice(0, caret)).length - dropped);
  if (wanted === 0) return formatted.startsWith('(') ? 1 : 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index]!)) seen += 1;
    if (seen === wanted) return index + 1;
  }
  return formatted.length;
}
