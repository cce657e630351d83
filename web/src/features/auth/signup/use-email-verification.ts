import { useEffect, useState } from 'react';
import type { VerifyEmailReply } from '#shared/auth.js';
import { ApiError } from '../../../api';
import { verifyEmail } from './signup-api';

export type EmailVerification =
  | { status: 'verifying' }
  | { status: 'success' | 'already_verified' | 'incomplete_setup' | 'email_changed'; message: string; userId?: string }
  | { status: 'error'; message: string; canRetry?: boolean };

// One request per token per page load: the first answer is the one that counts
// ('success' once, then 'incomplete_setup'), and StrictMode runs effects twice.
const requests = new Map<string, Promise<VerifyEmailReply>>();

function requestOnce(token: string): Promise<VerifyEmailReply> {
  let request = requests.get(token);
  if (!request) {
    request = verifyEmail(token);
    requests.set(token, request);
    // A failed attempt may be retried by opening the page again.
    request.catch(() => requests.delete(token));
  }
  return request;
}

/** product/portal.md §8: the server's message when it gave one, else 'Verification failed' or the network text. */
export function verificationFailure(error: unknown): Extract<EmailVerification, { status: 'error' }> {
  if (!(error instanceof ApiError)) return { status: 'error', message: 'Verification failed' };
  if (error.status === 0) return { status: 'error', message: 'Network error during verification', canRetry: true };
  return { status: 'error', message: error.message };
}

/** GET /api/verify-email/{token} (product/portal.md §4: verifying, then one of four outcomes). */
export function useEmailVerification(token: string): { state: EmailVerification; retry: () => void } {
  const [state, setState] = useState<EmailVerification>({ status: 'verifying' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    requestOnce(token).then(
      (reply) => {
        if (!isCurrent) return;
        if (reply.status === 'error') setState({ status: 'error', message: reply.error ?? 'Verification failed' });
        else setState({ status: reply.status, message: reply.message, userId: reply.user_id });
      },
      (error: unknown) => {
        if (!isCurrent) return;
        setState(verificationFailure(error));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [token, attempt]);
  const retry = () => {
    setState({ status: 'verifying' });
    setAttempt((current) => current + 1);
  };
  return { state, retry };
}
