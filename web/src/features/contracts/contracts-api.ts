import { contractMessages, contractReplySchema, signReplySchema, type ContractReply, type SignInput } from '#shared/contracts.js';
import { api, ApiError } from '../../api';

export type ContractState =
  | { status: 'loading' }
  | { status: 'ready'; contract: ContractReply }
  | { status: 'signed'; signedAt: string | null }
  | { status: 'not-found'; message: string }
  | { status: 'error'; message: string };

/** GET /api/sign/{id}, read as the spec's page states (product/portal.md §8 "Sign page"). */
export async function loadContract(token: string, signal?: AbortSignal): Promise<ContractState> {
  try {
    const contract = await api(`/api/sign/${encodeURIComponent(token)}`, { signal, schema: contractReplySchema, fallbackError: contractMessages.loadFailed });
    return { status: 'ready', contract };
  } catch (caught) {
    if (!(caught instanceof ApiError)) throw caught;
    return stateOfFailure(caught, contractMessages.loadFailed);
  }
}

export function stateOfFailure(error: ApiError, fallback: string): ContractState {
  const body = (error.body ?? {}) as { signed_at?: unknown; error?: unknown };
  if (error.status === 410) return { status: 'signed', signedAt: typeof body.signed_at === 'string' ? body.signed_at : null };
  if (error.status === 404) return { status: 'not-found', message: typeof body.error === 'string' && body.error ? body.error : contractMessages.notFound };
  return { status: 'error', message: error.status === 0 ? error.message : fallback };
}

export const submitSignature = (token: string, body: SignInput) =>
  api(`/api/sign/${encodeURIComponent(token)}`, { method: 'POST', body, schema: signReplySchema, fallbackError: contractMessages.submitFailed });
