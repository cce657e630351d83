import { useEffect, useRef, useState } from 'react';
import type { InviteReply } from '#shared/account.js';
import { ApiError } from '../../../api';
import { readInvite } from './signup-api';

export type InviteState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; invite: InviteReply }
  | { status: 'error'; message: string };

const FALLBACK = 'This invitation could not be loaded.';

/** GET /api/invite/{token} for /signup?invite=TOKEN; `onLoad` pre-fills the form once. */
export function useInvite(token: string | undefined, onLoad: (invite: InviteReply) => void): InviteState {
  const [state, setState] = useState<InviteState>(token ? { status: 'loading' } : { status: 'none' });
  const onLoadRef = useRef(onLoad);
  useEffect(() => {
    onLoadRef.current = onLoad;
  });

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    readInvite(token, controller.signal).then(
      (invite) => {
        onLoadRef.current(invite);
        setState({ status: 'ready', invite });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: error instanceof ApiError ? error.message : FALLBACK });
      },
    );
    return () => controller.abort();
  }, [token]);

  return state;
}
