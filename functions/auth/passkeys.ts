import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { authMessages } from '#shared/auth.js';
import { appOrigin } from '../config.js';
import type { Deps } from '../deps.js';
import { audited, DomainError, invalid } from '../errors.js';
import {
  addPasskey,
  consumeChallenge,
  findPasskeyByCredential,
  findPasskeys,
  recordPasskeyUse,
  saveChallenge,
} from '../data/auth-passkeys.js';
import { findUser, findUserByPhone, fullName, type UserItem } from '../data/users.js';

// Passkeys with @simplewebauthn/server (D-202); the relying party is APP_URL's host
// (product/platform.md §6). Challenges are stored, expire in 5 minutes and work once.

/**
 * The library, loaded on the first passkey call rather than at cold start: with its ASN.1
 * and X.509 parsers for attestation certificates it is most of these functions' bundles,
 * which a cold function would otherwise evaluate before its first request (D-155).
 */
const webauthn = () => import('@simplewebauthn/server');

/**
 * EdDSA, ES256, RS256: what we offered before (D-178) and what the stored passkeys use. Named
 * because the library's default adds ML-DSA where the runtime's WebCrypto has it, so what we
 * offer and accept would differ between Lambda (Node 22), the local stack and the tests.
 */
const ALGORITHMS = [-8, -7, -257];

const relyingParty = (deps: Deps) => ({ rpID: new URL(deps.config.APP_URL).hostname, origin: appOrigin(deps.config) });

/**
 * Every way a credential fails, thrown or answered unverified, is the one message the spec
 * gives (product/outreach.md §3); the reason is not the caller's business.
 */
async function refusedAsInvalid<T extends { verified: boolean }>(verify: () => Promise<T>): Promise<T & { verified: true }> {
  const result = await verify().catch(() => undefined);
  if (!result?.verified) throw invalid(authMessages.passkeyInvalid);
  return result as T & { verified: true };
}

/**
 * The challenge the browser signed, read from its clientDataJSON, to find which of ours it
 * answers. A ceremony inside another site's frame is refused here: our pages may not be framed
 * (frame-ancestors 'none'), and the library refuses one only when the browser names the frame's top.
 */
function signedChallenge(response: { clientDataJSON?: unknown }): string {
  try {
    const data = JSON.parse(Buffer.from(String(response.clientDataJSON), 'base64url').toString('utf8')) as { challenge?: string; crossOrigin?: boolean };
    if (data.challenge && data.crossOrigin !== true) return data.challenge;
  } catch {
    // fall through to the refusal below
  }
  throw invalid(authMessages.passkeyInvalid);
}

/** The transports the browser reported, as we store them: strings only, a few. */
const storedTransports = (transports: unknown): string[] =>
  Array.isArray(transports) ? transports.filter((item): item is string => typeof item === 'string').slice(0, 10) : [];

export async function registrationOptions(deps: Deps, user: UserItem) {
  const existing = await findPasskeys(deps.db, user.id);
  const options = await (await webauthn()).generateRegistrationOptions({
    rpName: deps.config.BUSINESS_NAME,
    rpID: relyingParty(deps).rpID,
    userName: user.email,
    userDisplayName: fullName(user),
    userID: new TextEncoder().encode(user.id),
    // We keep no attestation roots and trust none: "none" asks the browser for no statement.
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credential_id, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    supportedAlgorithmIDs: ALGORITHMS,
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
  const { registrationInfo } = await refusedAsInvalid(async () =>
    (await webauthn()).verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
      supportedAlgorithmIDs: ALGORITHMS,
    }),
  );
  const { credential: created, credentialDeviceType, credentialBackedUp } = registrationInfo;
  await addPasskey(
    deps.db,
    user.id,
    {
      credential_id: created.id,
      public_key: Buffer.from(created.publicKey).toString('base64url'),
      counter: created.counter,
      transports: storedTransports(created.transports),
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
 * WebAuthn §7.2 step 6, which the library leaves to us: a user handle, when sent, is the one
 * we gave this credential at registration (the user's id).
 */
function isOwnersHandle(userHandle: unknown, userId: string): boolean {
  return userHandle === undefined || userHandle === null || userHandle === '' || Buffer.from(String(userHandle), 'base64url').toString('utf8') === userId;
}

/**
 * Checks a passkey assertion against a challenge we issued and the stored public key;
 * answers the account it proves. `requireUserVerification` for QR approval (Face ID).
 */
export async function verifyAuthentication(deps: Deps, credential: unknown, requireUserVerification: boolean): Promise<UserItem> {
  return checkAssertion(deps, credential, requireUserVerification).catch((error: unknown) => {
    // Every refusal here is a failed sign-in (D-218); the caller still sees only the spec's message.
    throw error instanceof DomainError ? audited(error, 'sign-in-failed', 'passkey') : error;
  });
}

async function checkAssertion(deps: Deps, credential: unknown, requireUserVerification: boolean): Promise<UserItem> {
  const response = credential as AuthenticationResponseJSON;
  const challenge = signedChallenge(response.response);
  const now = deps.now();
  if (!(await consumeChallenge(deps.db, challenge, 'login', now))) throw invalid(authMessages.passkeyInvalid);
  const found = await findPasskeyByCredential(deps.db, response.id);
  if (!found || !isOwnersHandle(response.response.userHandle, found.userId)) throw invalid(authMessages.passkeyInvalid);
  const { rpID, origin } = relyingParty(deps);
  const { authenticationInfo } = await refusedAsInvalid(async () =>
    (await webauthn()).verifyAuthenticationResponse({
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
    }),
  );
  await recordPasskeyUse(deps.db, found.userId, found.passkey.credential_id, authenticationInfo.newCounter, now);
  const user = await findUser(deps.db, found.userId);
  if (!user) throw invalid(authMessages.passkeyInvalid);
  return user;
}
