import * as z from './zod.js';
import { accountFieldsSchema, passwordSchema } from './account.js';
import { phoneSchema } from './phone.js';
import { TOO_MANY_ATTEMPTS } from './limits.js';

/** The spec's sign-in and signup messages (product/portal.md §5, §8; product/outreach.md §8). */
export const authMessages = {
  phoneNotFound: 'Phone not found',
  loginFailed: 'Login failed',
  wrongPassword: 'Incorrect phone number or password.',
  pendingApproval: 'Your account is waiting for approval by our team.',
  deactivated: 'Your account has been deactivated. Please contact us.',
  chooseMethod: 'Please choose an authentication method',
  enterPassword: 'Please enter a password',
  enterCode: 'Please enter the 6-digit code',
  wrongCode: 'That code is not correct. Please try again.',
  codeExpired: 'That code has expired. Send a new one.',
  tooManyTries: 'Too many attempts. Send a new code.',
  smsConsent: 'Please agree to receive text messages about your inspections.',
  signupFailed: 'Signup failed',
  passkeyCancelled: 'Authentication was cancelled or blocked. Please try again.',
  passkeyInvalid: 'Authentication failed. The credential may be invalid.',
  qrExpired: 'QR code expired. Please try again.',
  qrFailed: 'Failed to generate QR code',
  invalidQrSession: 'Invalid or expired session',
  resetSent: 'If an account uses that email, we sent a link to reset its password.',
  passwordUpdated: 'Password updated',
  invalidResetLink: 'This reset link is invalid or has expired. Please request a new one.',
  removePasswordNeedsPasskey: 'Cannot remove password: no passkey set as backup. Add a passkey first.',
  removePasskeyNeedsPassword: 'Cannot remove passkey: no password set as backup. Add a password first.',
  recentSignInRequired: 'For your security, please sign in again before changing this.',
  tooManyRequests: TOO_MANY_ATTEMPTS,
} as const;

/** product/portal.md §9: 6-digit phone codes, 5-minute QR logins polled every 2 s. */
export const PHONE_CODE_LENGTH = 6;
export const QR_LOGIN_TTL_MS = 300_000;
export const QR_POLL_INTERVAL_MS = 2_000;

export const phoneOnlySchema = z.object({ phone: phoneSchema });

export const loginSchema = z.object({
  phone: phoneSchema,
  password: z.string({ error: authMessages.enterPassword }).check(z.minLength(1, authMessages.enterPassword)),
});

export const signupSchema = z.extend(accountFieldsSchema, {
  smsConsent: z.literal(true, { error: authMessages.smsConsent }),
  invite_token: z.optional(z.string().check(z.maxLength(100))),
});

export const setupAuthSchema = z.discriminatedUnion(
  'auth_method',
  [
    z.object({ auth_method: z.literal('password'), password: passwordSchema }),
    z.object({ auth_method: z.literal('passkey') }),
  ],
  { error: authMessages.chooseMethod },
);

export const phoneCodeSchema = z
  .string({ error: authMessages.enterCode })
  .check(z.regex(/^\d{6}$/, authMessages.enterCode));

export const verifyPhoneSchema = z.object({
  user_id: z.string().check(z.minLength(1), z.maxLength(100)),
  code: phoneCodeSchema,
});

// ---- Replies (product/portal.md §7, product/outreach.md §7; fields may be added, never renamed) ----

export interface AuthMethods {
  has_passkey: boolean;
  has_password: boolean;
}

/** POST /api/signup → 200 { success, user_id }; 409 { error, suggestion }. */
export interface SignupReply {
  success: true;
  user_id: string;
}

/** GET /api/verify-email/{token}; also sets the HttpOnly signup-continuation cookie. */
/** `email_changed`: the link confirmed a signed-in agent's new address, not a signup. */
export type VerifyEmailStatus = 'success' | 'already_verified' | 'incomplete_setup' | 'email_changed' | 'error';
export interface VerifyEmailReply {
  status: VerifyEmailStatus;
  message: string;
  user_id?: string;
  error?: string;
}

/** POST /api/setup-auth/{userId} → the next step: a phone code was texted. */
export interface SetupAuthReply {
  status: 'verify_phone' | 'approved';
  phone_hint: string;
}

/** POST /api/verify-phone → the account waits for an admin (or, for a profile change, is done). */
export interface VerifyPhoneReply {
  status: 'pending_approval' | 'phone_updated';
}

export const sendCodeSchema = z.object({ user_id: z.string().check(z.minLength(1), z.maxLength(100)) });

/** POST /api/qr-login/generate */
export interface QrGenerateReply {
  session_id: string;
  qr_url: string;
  /** The QR code drawn by our server (PNG data URL), so no third party sees the link. */
  qr_image: string;
  expires_at: string;
}

export type QrStatus = 'pending' | 'approved' | 'completed' | 'declined' | 'expired';

/** GET /api/qr-login/info/{token} (product/outreach.md §3 "QR login session info"). */
export interface QrInfoReply {
  user_agent: string;
  ip_address: string;
  created_at: string;
}

export const resetRequestSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .check(z.trim(), z.minLength(1, 'Email is required'), z.maxLength(254)),
});
export const resetPasswordSchema = z.object({ password: passwordSchema });

export const authMethodsActionSchema = z.discriminatedUnion(
  'action',
  [z.object({ action: z.literal('add_password'), password: passwordSchema }), z.object({ action: z.literal('remove_password') })],
  { error: 'Unknown action' },
);

export interface PasskeySummary {
  id: string;
  created_at: string;
  last_used_at: string | null;
  device_type: string;
  backed_up: boolean;
}

export interface AuthMethodsReply extends AuthMethods {
  passkeys: PasskeySummary[];
}

export const removeCredentialSchema = z.object({ credential_id: z.string().check(z.minLength(1), z.maxLength(1024)) });

/** The JSON a browser's WebAuthn call produces (@simplewebauthn/browser), checked loosely here, fully by @simplewebauthn/server (D-202). */
export const credentialSchema = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(1024)),
  rawId: z.string().check(z.minLength(1), z.maxLength(1024)),
  type: z.literal('public-key'),
  response: z.record(z.string(), z.unknown()),
  clientExtensionResults: z._default(z.optional(z.record(z.string(), z.unknown())), {}),
  authenticatorAttachment: z.optional(z.string()),
});

export const registerOptionsSchema = z.object({ user_id: z.optional(z.string().check(z.maxLength(100))) });
export const registerVerifySchema = z.object({
  user_id: z.optional(z.string().check(z.maxLength(100))),
  credential: credentialSchema,
});
export const loginOptionsSchema = z.object({
  phone: z.optional(z.string().check(z.maxLength(30))),
  /** 'required' when approving a QR login ("Approve with Face ID"). */
  user_verification: z.optional(z.enum(['preferred', 'required'])),
});
/** login-verify takes the assertion as the body (product/outreach.md §3 "Passkey assertion payload"). */
export const loginVerifySchema = credentialSchema;
export const qrApproveSchema = z.object({ credential: credentialSchema });
