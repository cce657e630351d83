import * as z from './zod.js';

export const phoneMessages = {
  required: 'Phone number is required',
  tooShort: 'Phone number is too short',
  tooLong: 'Phone number is too long',
  invalid: 'Please enter a valid US phone number',
} as const;

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** The spec's phone rule (product/portal.md §5), the message it names for each failure, or null. */
export function checkPhone(value: string): string | null {
  let digits = digitsOnly(value);
  // A pasted "+1 (713) …" is still a 10-digit US number.
  if (digits.length === 11 && digits.startsWith('1') && /^\s*\+?1/.test(value)) digits = digits.slice(1);
  if (digits.length === 0) return phoneMessages.required;
  if (digits.length < 10) return phoneMessages.tooShort;
  if (digits.length > 10) return phoneMessages.tooLong;
  // NANP: neither the area code nor the exchange starts with 0 or 1.
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return phoneMessages.invalid;
  return null;
}

/** Accepts what a person types and yields the 10 digits the server stores. */
export const phoneSchema = z.pipe(
  z.string({ error: phoneMessages.required }).check(
    z.superRefine((value, ctx) => {
      const message = checkPhone(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  ),
  z.transform((value) => digitsOnly(value).slice(-10)),
);

/** (555) 123-4567 */
export function formatPhone(value: string): string {
  const digits = digitsOnly(value).slice(-10);
  if (digits.length !== 10) return value;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
