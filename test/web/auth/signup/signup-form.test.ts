import { describe, expect, it } from 'vitest';
import { authMessages, setupAuthSchema, signupSchema } from '#shared/auth.js';
import { checkForm } from '#web/src/lib/form-errors.js';
import { formatPhoneTyping } from '#web/src/lib/phone-typing.js';
import { emptyBasicInfo } from '#web/src/features/auth/signup/basic-info.js';

// The signup form validates with the server's own schema; these pin what the form hands it.
describe('signup step 1 values against the shared schema', () => {
  it('gives every required field its message, the consent included', () => {
    const checked = checkForm(signupSchema, emptyBasicInfo);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toMatchObject({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      company: 'Company is required',
      smsConsent: authMessages.smsConsent,
    });
  });

  it('accepts the phone as the field displays it and sends the 10 digits', () => {
    const phone = formatPhoneTyping('7135550142').value;
    expect(phone).toBe('(713) 555-0142');
    const checked = checkForm(signupSchema, {
      ...emptyBasicInfo,
      first_name: 'Pat',
      last_name: 'Agent',
      email: ' Pat@Example.com ',
      phone,
      company: 'Bayou Realty',
      smsConsent: true,
    });
    expect(checked).toMatchObject({ ok: true, data: { phone: '7135550142', email: 'pat@example.com' } });
  });

  it("uses the spec's phone messages", () => {
    const phoneError = (phone: string) => {
      const checked = checkForm(signupSchema, { ...emptyBasicInfo, phone });
      return checked.ok ? undefined : checked.errors.phone;
    };
    expect(phoneError('(713) 555')).toBe('Phone number is too short');
    expect(phoneError('(713) 555-01001')).toBe('Phone number is too long');
    expect(phoneError('(113) 555-0100')).toBe('Please enter a valid US phone number');
  });
});

describe('signup step 3 values against the shared schema', () => {
  it('asks for a method, and for 6 characters of password', () => {
    const none = checkForm(setupAuthSchema, { auth_method: '' });
    expect(none.ok ? undefined : Object.values(none.errors)).toContain(authMessages.chooseMethod);
    const short = checkForm(setupAuthSchema, { auth_method: 'password', password: 'abc' });
    expect(short.ok ? undefined : short.errors.password).toBe('Password must be at least 6 characters');
    expect(checkForm(setupAuthSchema, { auth_method: 'passkey' }).ok).toBe(true);
  });
});
