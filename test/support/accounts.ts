import { expect } from 'vitest';
import { handler as postRegisterOptions } from '#functions/auth/post-webauthn-register-options.js';
import { handler as postRegisterVerify } from '#functions/auth/post-webauthn-register-verify.js';
import { hashPassword } from '#functions/auth/passwords.js';
import { call, makeUser } from './api.js';
import { SoftAuthenticator } from './soft-authenticator.js';

/** An approved agent that signs in with `password` (hashing once per file keeps tests fast). */
export async function makeAgentWithPassword(password: string, overrides: Parameters<typeof makeUser>[0] = {}) {
  return makeUser({ password_hash: await hashPassword(password), ...overrides });
}

export const sameSite = { origin: 'http://localhost:3000' };

/** Registers a software passkey on the signed-in account. */
export async function addPasskey(token: string, device = new SoftAuthenticator()): Promise<SoftAuthenticator> {
  const options = await call(postRegisterOptions, 'POST /api/webauthn/register-options', { body: {}, token, headers: sameSite });
  expect(options.status).toBe(200);
  const verify = await call(postRegisterVerify, 'POST /api/webauthn/register-verify', {
    body: { credential: device.register(options.json) },
    token,
    headers: sameSite,
  });
  expect(verify.json).toEqual({ success: true });
  return device;
}
