import { useCallback, useEffect, useState } from 'react';
import { outboxReplySchema, type OutboxMessage } from '#shared/outbox.js';
import { api, ApiError } from '../../api';

export interface OutboxState {
  /** The last list fetched, kept on screen while a refresh runs. */
  messages?: OutboxMessage[];
  error?: string;
  isLoading: boolean;
}

const FALLBACK = 'Could not load the sent messages.';

/** GET /api/dev/outbox, newest first (ARCHITECTURE §7); `refresh` fetches it again. */
export function useOutbox(): OutboxState & { refresh: () => void } {
  const [state, setState] = useState<OutboxState>({ isLoading: true });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    api('/api/dev/outbox', { schema: outboxReplySchema, signal: controller.signal, fallbackError: FALLBACK }).then(
      ({ messages }) => setState({ messages, isLoading: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({
          ...previous,
          error: error instanceof ApiError ? error.message : FALLBACK,
          isLoading: false,
        }));
      },
    );
    return () => controller.abort();
  }, [version]);

  const refresh = useCallback(() => {
    setState((previous) => ({ ...previous, error: undefined, isLoading: true }));
    setVersion((current) => current + 1);
  }, []);

  return { ...state, refresh };
}
