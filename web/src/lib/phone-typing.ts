// Formats a US phone number while it is typed (product/portal.md §5: shown as (555) 123-4567).
// Separators are only added in front of a digit, never trailing, so Backspace always
// removes a digit instead of bouncing off a ")" the formatter puts straight back.

export interface TypedPhone {
  value: string;
  /** Where the caret goes: after the same number of digits as before formatting. */
  caret: number;
}

function groupDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

function caretAfterDigits(value: string, digitCount: number): number {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < value.length; index++) {
    if (/\d/.test(value[index]!) && ++seen === digitCount) return index + 1;
  }
  return value.length;
}

/**
 * The typed text, formatted. A leading 1 is the country code (no US area code starts
 * with 1) and is shown as "+1". More than ten digits are left as typed, so the
 * form's rule can say "Phone number is too long" about what the person sees.
 */
export function formatPhoneTyping(raw: string, caret: number = raw.length): TypedPhone {
  const digits = raw.replace(/\D/g, '');
  const digitsBeforeCaret = raw.slice(0, caret).replace(/\D/g, '').length;
  const hasCountryCode = digits.startsWith('1');
  const national = hasCountryCode ? digits.slice(1) : digits;
  if (national.length > 10) return { value: raw, caret };
  let value = groupDigits(national);
  if (hasCountryCode) value = national ? `+1 ${value}` : '+1';
  return { value, caret: caretAfterDigits(value, digitsBeforeCaret) };
}
