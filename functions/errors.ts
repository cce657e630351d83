/**
 * What a rule can refuse, in the rule's words. Rules throw these and know nothing of
 * HTTP; the handler stack (functions/http/stack.ts) maps each kind to its status and
 * `{ "error": message }` once. The message is the one a person reads (often the spec's).
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'payment-required'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'gone'
  | 'too-large'
  | 'unsupported-type'
  | 'rate-limited'
  | 'provider-failed'
  | 'unavailable';

/**
 * What the request's log line says about a refusal that security watches (D-218): a failed
 * sign-in, a refused token or code, a rate limit. Never the secret itself: `subject` names
 * whose account or address it was (a phone, `user:ID`, `ip:…`) and is logged hashed.
 */
export interface AuditNote {
  event: 'sign-in-failed' | 'token-refused' | 'rate-limited';
  /** Why, in kebab-case: 'wrong-password', 'reset-link', 'wrong-code', a rate rule's action, … */
  reason: string;
  subject?: string;
}

export class DomainError extends Error {
  /** Set by `audited` on the refusals D-218 lists; the HTTP stack logs it. */
  audit?: AuditNote;

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Fields the reply carries beside the message, e.g. the booking of a payment-required refusal (product/outreach.md §4). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** The input breaks a rule (the spec's validation message); `details` may name the `field`. */
export const invalid = (message: string, details: Record<string, unknown> = {}) => new DomainError('invalid', message, details);
/** Nobody is signed in, or the credentials are wrong. */
export const unauthenticated = (message = 'Please sign in.') => new DomainError('unauthenticated', message);
/** The report is locked until someone pays; `details` says for what. */
export const paymentRequired = (message: string, details: Record<string, unknown> = {}) =>
  new DomainError('payment-required', message, details);
export const forbidden = (message = 'You do not have access to this.', details: Record<string, unknown> = {}) => new DomainError('forbidden', message, details);
/** Missing, or someone else's: the caller cannot tell the two apart. */
export const notFound = (message = 'Not found') => new DomainError('not-found', message);
/** The record is not in a state that allows this (taken, already done, changed meanwhile). */
export const conflict = (message: string, details: Record<string, unknown> = {}) => new DomainError('conflict', message, details);
/** A one-time link or record that was used up or withdrawn. */
export const gone = (message: string, details: Record<string, unknown> = {}) => new DomainError('gone', message, details);
export const tooLarge = (message: string, details: Record<string, unknown> = {}) => new DomainError('too-large', message, details);
export const unsupportedType = (message: string) => new DomainError('unsupported-type', message);
export const rateLimited = (message: string) => new DomainError('rate-limited', message);
/** A provider we depend on (Stripe) refused or failed. */
export const providerFailed = (message: string) => new DomainError('provider-failed', message);
/** A feature that is not configured here (e.g. payments without keys in production). */
export const unavailable = (message: string) => new DomainError('unavailable', message);

/** Marks a refusal for the log line (D-218); the error is thrown as it was. */
export function audited<E extends DomainError>(error: E, event: AuditNote['event'], reason: string, subject?: string): E {
  error.audit = { event, reason, subject };
  return error;
}
