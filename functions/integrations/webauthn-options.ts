import { newChallenge } from './webauthn.js';
import { SUPPORTED_ALGORITHMS } from './webauthn-keys.js';

// The options the browser passes to navigator.credentials.create() and .get(), as JSON
// (WebAuthn Level 3 §5.4 and §5.5; @simplewebauthn/browser turns the base64url back into
// bytes). Field for field what @simplewebauthn/server sent before (D-178).

const TIMEOUT_MS = 60_000;

interface Descriptor {
  id: string;
  transports?: string[];
}

const descriptors = (credentials: Descriptor[]) =>
  credentials.map((credential) => ({ id: credential.id.replace(/=+$/, ''), transports: credential.transports, type: 'public-key' as const }));

export function generateRegistrationOptions(input: {
  rpName: string;
  rpId: string;
  userId: string;
  userName: string;
  userDisplayName: string;
  excludeCredentials: Descriptor[];
}) {
  return {
    challenge: newChallenge(),
    rp: { name: input.rpName, id: input.rpId },
    user: { id: Buffer.from(input.userId, 'utf8').toString('base64url'), name: input.userName, displayName: input.userDisplayName },
    pubKeyCredParams: SUPPORTED_ALGORITHMS.map((alg) => ({ alg, type: 'public-key' as const })),
    timeout: TIMEOUT_MS,
    // We keep no attestation roots and trust none: "none" asks the browser for no statement.
    attestation: 'none' as const,
    excludeCredentials: descriptors(input.excludeCredentials),
    authenticatorSelection: { residentKey: 'preferred' as const, userVerification: 'preferred' as const, requireResidentKey: false },
    extensions: { credProps: true },
    hints: [] as string[],
  };
}

export function generateAuthenticationOptions(input: { rpId: string; allowCredentials: Descriptor[]; userVerification: 'preferred' | 'required' }) {
  return {
    rpId: input.rpId,
    challenge: newChallenge(),
    allowCredentials: descriptors(input.allowCredentials),
    timeout: TIMEOUT_MS,
    userVerification: input.userVerification,
  };
}
