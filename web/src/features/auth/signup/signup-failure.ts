import { authMessages } from '#shared/auth.js';
import { ApiError } from '../../../api';

export interface SignupFailure {
  /** The form field the server refused (a 400 { error, field }); the message goes under it. */
  field?: string;
  message: string;
  /** The server's hint on a duplicate phone or email (409 { error, suggestion }). */
  suggestion?: string;
}

/** What a failed POST /api/signup tells the person (product/portal.md §8: 'Signup failed', 'Network error during signup'). */
export function describeSignupFailure(error: unknown, fields: readonly string[]): SignupFailure {
  if (!(error instanceof ApiError)) return { message: authMessages.signupFailed };
  if (error.status === 0) return { message: 'Network error during signup' };
  const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as Record<string, unknown>;
  if (error.status === 400 && typeof body.field === 'string' && fields.includes(body.field)) {
    return { field: body.field, message: error.message };
  }
  return { message: error.message, suggestion: typeof body.suggestion === 'string' ? body.suggestion : undefined };
}
