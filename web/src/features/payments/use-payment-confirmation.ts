import { useCallback, useEffect, useState } from 'react';

/** How often and how long a page asks again after the payer comes back from checkout. */
export const CONFIRM_POLL_MS = 2_000;
export const CONFIRM_LIMIT_MS = 30_000;

export type ConfirmationPhase = 'idle' | 'confirming' | 'timed-out';

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Checkout sends the payer back with `?checkout=success` before the provider's
 * webhook may have reached us, and that address unlocks nothing by itself: only the
 * server's paid_at does (data-model C9). So while `isWaiting` the page asks again every 2 s for
 * up to 30 s. `check` fetches, applies the answer and says whether payment is confirmed.
 */
export function usePaymentConfirmation(isWaiting: boolean, check: (signal: AbortSignal) => Promise<boolean>) {
  const [hasTimedOut, setHasTimedOut] = useState(false);
  const isPolling = isWaiting && !hasTimedOut;

  useEffect(() => {
    if (!isPolling) return;
    const controller = new AbortController();
    const { signal } = controller;
    const deadline = Date.now() + CONFIRM_LIMIT_MS;
    void (async () => {
      while (Date.now() < deadline) {
        await sleep(CONFIRM_POLL_MS, signal);
        if (signal.aborted) return;
        // A failed request (a network blip) is simply asked again on the next round.
        const isConfirmed = await check(signal).catch(() => false);
        if (signal.aborted || isConfirmed) return;
      }
      setHasTimedOut(true);
    })();
    return () => controller.abort();
  }, [isPolling, check]);

  const phase: ConfirmationPhase = !isWaiting ? 'idle' : hasTimedOut ? 'timed-out' : 'confirming';
  /** "Check again" after the time limit: another 30 s of asking. */
  const restart = useCallback(() => setHasTimedOut(false), []);
  return { phase, restart };
}
