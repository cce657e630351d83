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
import { verifyAuthenticationResponse, verifyRegistrationResponse } from '../integrations/webauthn.js';
import { generateAuthenticationOptions, generateRegistrationOptions } from '../integrations/webauthn-options.js';

// Passkeys, verified by our own WebAuthn code (integrations/webauthn.ts, D-178); the relying
// party is APP_URL's host (ARCHITECTURE §6). Challenges are stored, expire in 5 minutes and work once.

const relyingParty = (deps: Deps) => ({ rpID: new URL(deps.config.APP_URL).hostname, origin: appOrigin(deps.config) });

/** The browser's credential JSON, checked loosely by `credentialSchema` (shared/auth.ts), in full by the verifier. */
type Credential = { id?: unknown; rawId?: unknown; type?: unknown; response: Record<string, unknown> };

/** Every way a credential fails is the one message the spec gives (part 2 §3); the reason is not the caller's business. */
function refusedAsInvalid<T>(verify: () => T): T {
  try {
    return verify();
  } catch {
    throw invalid(authMessages.passkeyInvalid);
  }
}

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
  const options = generateRegistrationOptions({
    rpName: deps.config.BUSINESS_NAME,
    rpId: relyingParty(deps).rpID,
    userId: user.id,
    userName: user.email,
    userDisplayName: fullName(user),
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credential_id, transports: passkey.transports })),
  });
  await saveChallenge(deps.db, options.challenge, 'register', user.id, deps.now());
  return options;
}

export async function verifyRegistration(deps: Deps, user: UserItem, credential: unknown): Promise<{ success: true }> {
  const response = credential as Credential;
  const challenge = signedChallenge(response.response);
  const stored = await consumeChallenge(deps.db, challenge, 'register', deps.now());
  if (!stored || stored.user_id !== user.id) throw invalid(authMessages.passkeyInvalid);
  const { rpID, origin } = relyingParty(deps);
  const created = refusedAsInvalid(() =>
    verifyRegistrationResponse(response, { challenge, origin, rpId: rpID, requireUserVerification: false }),
  );
  await addPasskey(
    deps.db,
    user.id,
    {
      credential_id: created.credentialId,
      public_key: created.publicKey.toString('base64url'),
      counter: created.counter,
      transports: created.transports,
      device_type: created.deviceType,
      backed_up: created.backedUp,
    },
    deps.now(),
  );
  return { success: true };
}

/** Options for signing in; with a phone, that account's passkeys, otherwise any discoverable one. */
export async function authenticationOptions(deps: Deps, phone: string | undefined, userVerification: 'preferred' | 'required') {
  const user = phone ? await findUserByPhone(deps.db, phone) : undefined;
  const passkeys = user ? await findPasskeys(deps.db, user.id) : [];
  const options = generateAuthenticationOptions({
    rpId: relyingParty(deps).rpID,
    allowCredentials: passkeys.map((passkey) => ({ id: passkey.credential_id, transports: passkey.transports })),
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
  const response = credential as Credential;
  const challenge = signedChallenge(response.response);
  const now = deps.now();
  if (!(await consumeChallenge(deps.db, challenge, 'login', now))) throw invalid(authMessages.passkeyInvalid);
  const found = await findPasskeyByCredential(deps.db, String(response.id));
  if (!found) throw invalid(authMessages.passkeyInvalid);
  const { rpID, origin } = relyingParty(deps);
  const { newCounter } = refusedAsInvalid(() =>
    verifyAuthenticationResponse(
      response,
      { challenge, origin, rpId: rpID, requireUserVerification },
      {
        credentialId: found.passkey.credential_id,
        publicKey: Buffer.from(found.passkey.public_key, 'base64url'),
        counter: found.passkey.counter,
        userHandle: found.userId,
      },
    ),
  );
  await recordPasskeyUse(deps.db, found.userId, found.passkey.credential_id, newCounter, now);
  const user = await findUser(deps.db, found.userId);
  if (!user) throw invalid(authMessages.passkeyInvalid);
  return user;
}
