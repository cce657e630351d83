import { describe, expect, it } from 'vitest';
import { checkPhone, formatPhone, phoneMessages, phoneSchema } from '#shared/phone.js';

describe('phone rule (product/portal.md §5)', () => {
  it.each([
    ['', phoneMessages.required],
    ['713555', phoneMessages.tooShort],
    ['71355501001', phoneMessages.tooLong],
    ['0135550100', phoneMessages.invalid],
    ['7131550100', phoneMessages.invalid],
    ['(713) 555-0100', null],
    ['+1 713 555 0100', null],
  ])('%j → %s', (input, message) => {
    expect(checkPhone(input)).toBe(message);
  });

  it('stores the 10 digits', () => {
    expect(phoneSchema.parse('+1 (713) 555-0100')).toBe('7135550100');
  });

  it('reports the spec message through the schema', () => {
    const result = phoneSchema.safeParse('713');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Phone number is too short');
  });

  it('displays as (555) 123-4567', () => {
    expect(formatPhone('7135550100')).toBe('(713) 555-0100');
  });
});
