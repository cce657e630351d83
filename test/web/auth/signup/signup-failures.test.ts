import { WebAuthnError } from '@simplewebauthn/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '#shared/auth.js';
import { api, ApiError } from '#web/src/api.js';
import { passkeyErrorMessage, passkeyMessages } from '#web/src/features/auth/passkey-errors.js';
import { toSetupError } from '#web/src/features/auth/signup/setup-error.js';
import { describeSignupFailure } from '#web/src/features/auth/signup/signup-failure.js';
import { verificationFailure } from '#web/src/features/auth/signup/use-email-verification.js';

const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'company', 'smsConsent'];

/** The ApiError the real fetch wrapper throws for this reply (fetch is the edge being faked). */
async function failureFor(status: number, body: unknown): Promise<unknown> {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })));
  return api('/api/signup', { method: 'POST', body: {}, fallbackError: authMessages.signupFailed }).catch((error: unknown) => error);
}

afterEach(() => vi.unstubAllGlobals());

describe('describeSignupFailure (product/portal.md §8)', () => {
  it('keeps the duplicate message and the suggestion of a 409', async () => {
    const error = await failureFor(409, { error: 'An account with this email already exists.', suggestion: 'Sign in instead.' });
    expect(describeSignupFailure(error, FIELDS)).toEqual({
      message: 'An account with this email already exists.',
      suggestion: 'Sign in instead.',
    });
  });

  it('puts a 400 under the field the server names', async () => {
    const error = await failureFor(400, { error: 'Please enter a valid US phone number', field: 'phone' });
    expect(describeSignupFailure(error, FIELDS)).toEqual({ field: 'phone', message: 'Please enter a valid US phone number' });
  });

  it('shows a 400 about a field the form does not have as a form error', async () => {
    const error = await failureFor(400, { error: 'This invitation has expired.', field: 'invite_token' });
    expect(describeSignupFailure(error, FIELDS)).toEqual({ message: 'This invitation has expired.', suggestion: undefined });
  });

  it("says 'Network error during signup' when no answer came", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await api('/api/signup', { method: 'POST', body: {} }).catch((caught: unknown) => caught);
    expect(describeSignupFailure(error, FIELDS).message).toBe('Network error during signup');
  });

  it("falls back to 'Signup failed'", async () => {
    expect(describeSignupFailure(new Error('boom'), FIELDS).message).toBe('Signup failed');
    const error = await failureFor(500, {});
    expect(describeSignupFailure(error, FIELDS).message).toBe('Signup failed');
  });
});

describe('setup and verification failures', () => {
  it('keeps the status of a setup call, so a 403 can explain how to recover', () => {
    expect(toSetupError(new ApiError('Open the link again.', 403), 'x')).toEqual({ message: 'Open the link again.', status: 403 });
    expect(toSetupError(new Error('boom'), 'Setup failed')).toEqual({ message: 'Setup failed', status: 0 });
  });

  it("uses the server's message, else the spec's two texts", () => {
    expect(verificationFailure(new ApiError('This verification link is invalid or has expired.', 400)).message).toBe(
      'This verification link is invalid or has expired.',
    );
    expect(verificationFailure(new ApiError('Network error. Please try again.', 0))).toEqual({
      status: 'error',
      message: 'Network error during verification',
      canRetry: true,
    });
    expect(verificationFailure(new Error('boom')).message).toBe('Verification failed');
  });
});

describe('passkeyErrorMessage', () => {
  const wrapped = (name: string) =>
    new WebAuthnError({ message: 'x', code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', cause: new DOMException('x', name) });

  it('reads a closed or refused dialog as cancelled, raw or wrapped by @simplewebauthn/browser', () => {
    expect(passkeyErrorMessage(new DOMException('x', 'NotAllowedError'))).toBe(authMessages.passkeyCancelled);
    expect(passkeyErrorMessage(wrapped('NotAllowedError'))).toBe(authMessages.passkeyCancelled);
    expect(passkeyErrorMessage(wrapped('AbortError'))).toBe(authMessages.passkeyCancelled);
  });

  it('names a passkey this device already holds, and a browser without WebAuthn', () => {
    expect(passkeyErrorMessage(wrapped('InvalidStateError'))).toBe(passkeyMessages.alreadyRegistered);
    expect(passkeyErrorMessage(new Error('WebAuthn is not supported in this browser'))).toBe(passkeyMessages.unsupported);
  });

  it("prefers the server's message, else the fallback", () => {
    expect(passkeyErrorMessage(new ApiError('Create your passkey first, then continue.', 400))).toBe(
      'Create your passkey first, then continue.',
    );
    expect(passkeyErrorMessage(new Error('odd'))).toBe(authMessages.passkeyInvalid);
    expect(passkeyErrorMessage('odd', 'Could not add the passkey.')).toBe('Could not add the passkey.');
  });
});
