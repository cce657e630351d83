import { describe, expect, it } from 'vitest';
import { accountFieldsSchema } from '#shared/account.js';
import { clientInfoSchema, propertyInfoSchema } from '#shared/booking.js';
import { signSchema } from '#shared/contracts.js';
import { optionalText, requiredText, textMessages } from '#shared/text.js';

const name = requiredText('First name', 100, 'name');
const street = requiredText('Address', 120, 'address');
const company = requiredText('Company', 200, 'plain');
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('names (issue 18)', () => {
  it.each(['José', 'Nguyễn Thị Minh', 'Øyvind', "O'Brien", 'O’Neil', 'Mary-Jane', 'St. John', 'Jr.', '李小龍', 'Владимир', 'محمد', 'Zoë', 'Ngũgĩ wa Thiongʼo', 'अनु'])(
    'accepts %s',
    (text) => {
      expect(name.parse(text)).toBe(text.normalize('NFC'));
    },
  );

  it('stores the composed form, so one name typed two ways is one name', () => {
    expect(name.parse('Jose\u0301')).toBe('José');
  });

  it.each([
    ['an emoji', 'Bob 😀'],
    ['a flag', 'Ana 🇺🇸'],
    ['a control character', 'Ann\u0000'],
    ['a line break inside', 'Ann\nSmith'],
    ['a right-to-left override', 'Ann\u202Eyrneh'],
    ['a zero-width space', 'Ann\u200BSmith'],
    ['markup', '<b>Ann</b>'],
    ['digits', 'R2D2'],
  ])('refuses %s with a clear message', (_what, text) => {
    expect(firstMessage(name.safeParse(text))).toBe(textMessages.name('First name'));
  });

  it('still says a missing name is required first', () => {
    expect(firstMessage(name.safeParse('   '))).toBe('First name is required');
    expect(firstMessage(name.safeParse('A'.repeat(101)))).toBe('First name must be at most 100 characters');
  });
});

describe('street addresses', () => {
  it.each(['1200 Heights Blvd', 'Apt #4B', '12 Rue de l’Église', '4219 Bellaire Blvd, Suite 200', 'P.O. Box 77/3', 'Calle 5 (rear)'])('accepts %s', (text) => {
    expect(street.parse(text)).toBe(text);
  });

  it.each(['12 Main St 🏠', '12 Main\u0007 St', '12 Main St\u202E'])('refuses %j', (text) => {
    expect(firstMessage(street.safeParse(text))).toBe(textMessages.address('Address'));
  });

  it('lets an optional line stay empty', () => {
    expect(optionalText('Address line 2', 120, 'address').parse(undefined)).toBe('');
  });
});

describe('plain text (a company)', () => {
  it('accepts what businesses are called, refuses emoji and control characters', () => {
    expect(company.parse('Smith & Sons Realty, LLC #2')).toBe('Smith & Sons Realty, LLC #2');
    expect(firstMessage(company.safeParse('Realty ✨'))).toBe(textMessages.plain('Company'));
    expect(firstMessage(company.safeParse('Realty\u0008'))).toBe(textMessages.plain('Company'));
  });
});

describe('the forms that reach the agreement, emails and texts', () => {
  it('check their people and places', () => {
    const account = { first_name: 'Ana 😀', last_name: 'Ruiz', email: 'ana@example.com', phone: '7135550100', company: 'Realty' };
    expect(accountFieldsSchema.safeParse(account).success).toBe(false);
    const property = { new_construction: 'no', address1: '1 Main 🏠', address2: '', city: 'Houston', state: 'TX', zip_code: '77008' };
    expect(propertyInfoSchema.safeParse(property).success).toBe(false);
    expect(propertyInfoSchema.safeParse({ ...property, address1: '1 Main St', city: 'Hous\u202Eton' }).success).toBe(false);
    const client = { client_first_name: 'Casey', client_last_name: 'Lee\u0000', client_email: 'c@example.com', client_phone: '7135550100', client_role: 'Buyer' };
    expect(clientInfoSchema.safeParse(client).success).toBe(false);
    expect(signSchema.safeParse({ full_name: 'Casey 🙂', agreed: true, signature_data: 'data:image/png;base64,AA' }).success).toBe(false);
    expect(signSchema.safeParse({ full_name: 'Casey Núñez', agreed: true, signature_data: 'data:image/png;base64,AA' }).success).toBe(true);
  });
});
