import { describe, expect, it } from 'vitest';
import { checkPhone } from '#shared/phone.js';
import { formatPhoneTyping } from '#web/src/lib/phone-typing.js';

const typed = (raw: string) => formatPhoneTyping(raw).value;

describe('formatPhoneTyping', () => {
  it.each([
    ['', ''],
    ['7', '7'],
    ['713', '713'],
    ['7135', '(713) 5'],
    ['713555', '(713) 555'],
    ['7135550', '(713) 555-0'],
    ['7135550100', '(713) 555-0100'],
    ['(713) 555-0100', '(713) 555-0100'],
  ])('formats %j as %j while typing', (raw, expected) => {
    expect(typed(raw)).toBe(expected);
  });

  it('never ends in a separator, so Backspace removes a digit', () => {
    // "(713) 5" minus its last character is "(713) ", which must become "713", not "(713) " again.
    expect(typed('(713) ')).toBe('713');
    expect(typed('(713) 555-')).toBe('(713) 555');
  });

  it('shows a leading 1 as the country code, and the result passes the spec rule', () => {
    expect(typed('1')).toBe('+1');
    expect(typed('17135550100')).toBe('+1 (713) 555-0100');
    expect(checkPhone(typed('17135550100'))).toBeNull();
    expect(typed('+1 713 555 0100')).toBe('+1 (713) 555-0100');
  });

  it('leaves more than ten digits as typed, for "Phone number is too long"', () => {
    expect(typed('(713) 555-01009')).toBe('(713) 555-01009');
    expect(checkPhone(typed('(713) 555-01009'))).toBe('Phone number is too long');
  });

  it('keeps the caret after the digit that was just typed in the middle', () => {
    // "7135550100" with "9" typed after "713": the caret was at 4 in the raw text.
    const result = formatPhoneTyping('71395550100'.slice(0, 10), 4);
    expect(result.value).toBe('(713) 955-5010');
    expect(result.value.slice(0, result.caret)).toBe('(713) 9');
  });

  it('puts the caret at the start when no digit precedes it', () => {
    expect(formatPhoneTyping('7135', 0).caret).toBe(0);
  });
});
