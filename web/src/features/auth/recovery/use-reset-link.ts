import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, NETWORK_ERROR } from '../../../api';
import { checkResetLink } from './recovery-api';

export type ResetLinkState =
  | { status: 'checking' }
  | { status: 'valid' }
  | { status: 'unknown'; message: string; retry: () => void };

/**
 * GET /api/reset-password/{token} before showing the form. An invalid or used link
 * alerts the server's error and goes to /login (product/portal.md §8); a failure to ask
 * at all (network) stays here with a retry, since the link may well be good.
 */
export function useResetLink(token: string): ResetLinkState {
  const navigate = useNavigate();
  const [state, setState] = useState<{ status: 'checking' | 'valid' | 'unknown'; message?: string }>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    checkResetLink(token, controller.signal).then(
      () => setState({ status: 'valid' }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
          notifications.show({ color: 'red', title: 'Reset link not valid', message: error.message, autoClose: 10_000 });
          void navigate('/login', { replace: true });
          return;
        }
        setState({ status: 'unknown', message: error instanceof ApiError ? error.message : NETWORK_ERROR });
      },
    );
    return () => controller.abort();
  }, [token, attempt, navigate]);

  if (state.status === 'checking') return { status: 'checking' };
  if (state.status === 'valid') return { status: 'valid' };
  return {
    status: 'unknown',
    message: state.message ?? NETWORK_ERROR,
    retry: () => {
      setState({ status: 'checking' });
      setAttempt((current) => current + 1);
    },
  };
}
