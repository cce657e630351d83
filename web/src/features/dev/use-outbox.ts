import { outboxReplySchema, type OutboxMessage } from '#shared/outbox.js';
import { api, ApiError } from '../../api';
import { useLoaded } from '../../components/use-loaded';

export interface OutboxState {
  /** The last list fetched, kept on screen while a refresh runs. */
  messages?: OutboxMessage[];
  error?: string;
  isLoading: boolean;
}

const FALLBACK = 'Could not load the sent messages.';

/** GET /api/dev/outbox, newest first (product/platform.md §7); `refresh` fetches it again. */
export function useOutbox(): OutboxState & { refresh: () => void } {
  const { data, error, isLoading, reload } = useLoaded(findOutbox, { describeError });
  return { messages: data?.messages, error: error ?? undefined, isLoading, refresh: reload };
}

const findOutbox = (signal: AbortSignal) => api('/api/dev/outbox', { schema: outboxReplySchema, signal, fallbackError: FALLBACK });
const describeError = (error: unknown) => (error instanceof ApiError ? error.message : FALLBACK);
