import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { authMessages } from '#shared/auth.js';
import { appOrigin } from '../config.js';
import type { Deps } from '../deps.js';
import { invalid } from '../errors.js';
import {
  addPasskey,
  consumeChallenge,
  findPasskeyByCredential,
  findPasskeys,
  recordPasskeyUse,
  saveChallenge,
} from '../data/passkeys.js';
import { findUser, findUserByPhone, fullName, type UserItem } from '../data/users.js';

// Passkeys with @simplewebauthn/server; the relying party is APP_URL's host
// (ARCHITECTURE §6). Challenges are stored, expire in 5 minutes and work once.

/**
 * The library, loaded on the first passkey call rather than at cold start: with its ASN.1
 * and X.509 parsers and their decorators it is about 300 kB that a cold function would
 * otherwise evaluate before its first request (D-155).
 */
const webauthn = () => import('@simplewebauthn/server');

const relyingParty = (deps: Deps) => ({ rpID: new URL(deps.config.APP_URL).hostname, origin: appOrigin(deps.config) });

/** The challenge the browser signed, read from its clientDataJSON. */
function signedChallenge(response: { clientDataJSON?: unknown }): string {
  try {
    const data = JSON.parse(Buffer.from(String(response.clientDataJSON), 'base64url').toString('utf8')) as { challenge?: string };
    if (data.challenge) return data.challenge;
  } catch {
    // fall through to the refusal below
  }
  throw invalid(authMessages.passkeyInvalid);
}

export async function registrationOptions(deps: Deps, user: UserItem) {
  const existing = await findPasskeys(deps.db, user.id);
  const options = await (await webauthn()).generateRegistrationOptions({
    rpName: deps.config.BUSINESS_NAME,
    rpID: relyingParty(deps).rpID,
    userName: user.email,
    userDisplayName: fullName(user),
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credential_id, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await saveChallenge(deps.db, options.challenge, 'register', user.id, deps.now());
  return options;
}

export async function verifyRegistration(deps: Deps, user: UserItem, credential: unknown): Promise<{ success: true }> {
  const response = credential as RegistrationResponseJSON;
  const challenge = signedChallenge(response.response);
  const stored = await consumeChallenge(deps.db, challenge, 'register', deps.now());
  if (!stored || stored.user_id !== user.id) throw invalid(authMessages.passkeyInvalid);
  const { rpID, origin } = relyingParty(deps);
  const result = await (await webauthn()).verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => ({ verified: false as const, registrationInfo: undefined }));
  if (!result.verified || !result.registrationInfo) throw invalid(authMessages.passkeyInvalid);
  const { credential: created, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
  await addPasskey(
    deps.db,
    user.id,
    {
      credential_id: created.id,
      public_key: Buffer.from(created.publicKey).toString('base64url'),
      counter: created.counter,
      transports: created.transports ?? [],
      device_type: credentialDeviceType,
      backed_up: credentialBackedUp,
    },
    deps.now(),
  );
  return { success: true };
}

/** Options for signing in; with a phone, that account's passkeys, otherwise any discoverable one. */
export async function authenticationOptions(deps: Deps, phone: string | undefined, userVerification: 'preferred' | 'required') {
  const user = phone ? await findUserByPhone(deps.db, phone) : undefined;
  const passkeys = user ? await findPasskeys(deps.db, user.id) : [];
  const options = await (await webauthn()).generateAuthenticationOptions({
    rpID: relyingParty(deps).rpID,
    allowCredentials: passkeys.map((passkey) => ({ id: passkey.credential_id, transports: passkey.transports as never })),
    userVerification,
  });
  await saveChallenge(deps.db, options.challenge, 'login', undefined, deps.now());
  return options;
}

/**
 * Checks a passkey assertion against a challenge we issued and the stored public key;
 * answers the account it proves. `requireUserVerification` for QR approval (Face ID).
 */
export async function verifyAuthentication(deps: Deps, credential: unknown, requireUserVerification: boolean): Promise<UserItem> {
  const response = credential as AuthenticationResponseJSON;
  const challenge = signedChallenge(response.response);
  const now = deps.now();
  if (!(await consumeChallenge(deps.db, challenge, 'login', now))) throw invalid(authMessages.passkeyInvalid);
  const found = await findPasskeyByCredential(deps.db, response.id);
  if (!found) throw invalid(authMessages.passkeyInvalid);
  const { rpID, origin } = relyingParty(deps);
  const result = await (await webauthn()).verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification,
    credential: {
      id: found.passkey.credential_id,
      publicKey: new Uint8Array(Buffer.from(found.passkey.public_key, 'base64url')),
      counter: found.passkey.counter,
      transports: found.passkey.transports as never,
    },
  }).catch(() => ({ verified: false as const, authenticationInfo: undefined }));
  if (!result.verified || !result.authenticationInfo) throw invalid(authMessages.passkeyInvalid);
  await recordPasskeyUse(deps.db, found.userId, found.passkey.credential_id, result.authenticationInfo.newCounter, now);
  const user = await findUser(deps.db, found.userId);
  if (!user) throw invalid(authMessages.passkeyInvalid);
  return user;
}
