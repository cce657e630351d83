import { describe, expect, it } from 'vitest';
import { inviteSchema, updateInfoSchema } from '#shared/account.js';
import { phoneOnlySchema } from '#shared/auth.js';
import { checkForm, firstInvalidField } from '#web/src/lib/form-errors.js';
import { formatDate } from '#web/src/lib/format-date.js';
import { checkImageFile, fitWithin } from '#web/src/lib/photo-checks.js';
import { isReauthRequired } from '#web/src/lib/reauth.js';
import { ApiError } from '#web/src/api.js';

describe('checkForm', () => {
  it('answers the parsed values: 10 phone digits, a lower-case email', () => {
    const result = checkForm(inviteSchema, { first_name: 'Jo', last_name: 'Li', email: 'Jo@Example.COM', phone: '(713) 555-0100' });
    expect(result).toEqual({ ok: true, data: { first_name: 'Jo', last_name: 'Li', email: 'jo@example.com', phone: '7135550100' } });
  });

  it('gives one message per field, in the spec wording', () => {
    const result = checkForm(phoneOnlySchema, { phone: '713' });
    expect(result).toEqual({ ok: false, errors: { phone: 'Phone number is too short' } });
    const empty = checkForm(updateInfoSchema, { first_name: '', last_name: 'Li', email: 'x', phone: '', company: 'A', bio: '' });
    expect(empty.ok).toBe(false);
    if (!empty.ok) {
      expect(empty.errors).toMatchObject({ first_name: 'First name is required', phone: 'Phone number is required' });
      expect(firstInvalidField(['first_name', 'last_name', 'email'], empty.errors)).toBe('first_name');
    }
  });
});

describe('checkImageFile (product/portal.md §5)', () => {
  it('accepts jpeg, jpg, png and webp up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/webp']) expect(checkImageFile({ type, size: 1000 })).toBeNull();
    expect(checkImageFile({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other types and larger files with the spec messages', () => {
    expect(checkImageFile({ type: 'image/gif', size: 10 })).toBe('Please upload a valid image file (JPEG, PNG, or WebP)');
    expect(checkImageFile({ type: 'image/heic', size: 10 })).toBe('Please upload a valid image file (JPEG, PNG, or WebP)');
    expect(checkImageFile({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('Image size must be less than 5MB');
  });
});

describe('fitWithin', () => {
  it('shrinks the longer side to the limit, keeping proportions', () => {
    expect(fitWithin(4032, 3024, 512)).toEqual({ width: 512, height: 384 });
    expect(fitWithin(1000, 3000, 512)).toEqual({ width: 171, height: 512 });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin(300, 200, 512)).toEqual({ width: 300, height: 200 });
  });
});

describe('isReauthRequired', () => {
  it('is true only for a 403 that says reauth_required', () => {
    expect(isReauthRequired(new ApiError('sign in again', 403, { error: 'x', reauth_required: true }))).toBe(true);
    expect(isReauthRequired(new ApiError('Admin privileges required.', 403, { error: 'x' }))).toBe(false);
    expect(isReauthRequired(new ApiError('x', 401, { reauth_required: true }))).toBe(false);
    expect(isReauthRequired(new Error('x'))).toBe(false);
  });
});

describe('formatDate', () => {
  it('prints a date and nothing for a missing or broken one', () => {
    expect(formatDate('2026-03-04T15:00:00.000Z')).toMatch(/Mar [34], 2026/);
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
