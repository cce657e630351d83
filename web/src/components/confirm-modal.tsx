import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { AppModal } from './app-modal';

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  /** Red for what cannot be undone (remove, deny, deactivate). */
  isDestructive?: boolean;
  /** Runs on confirm; the modal closes when it settles, and the caller shows any error on its page. */
  onConfirm: () => Promise<unknown>;
  /**
   * Where focus goes when the button that opened the question is gone afterwards (an
   * approved agent moves to another list, a removed passkey leaves): the id of an element
   * with tabIndex -1, usually the page's status message, so the outcome is read out.
   */
  fallbackFocusId?: string;
}

/**
 * "Are you sure…?" as a Mantine modal rather than window.confirm: it traps focus, returns
 * it to the button that opened it, and can show the work in progress.
 */
export function ConfirmModal({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  const [isBusy, setIsBusy] = useState(false);
  const confirm = async () => {
    if (!request) return;
    setIsBusy(true);
    try {
      await request.onConfirm();
    } catch {
      // The caller shows what went wrong on the page; the question is answered either way.
    } finally {
      setIsBusy(false);
      onClose();
      // Mantine returns focus to the opener after 10 ms when it still exists; otherwise focus is on <body>.
      const fallback = request.fallbackFocusId;
      if (fallback) setTimeout(() => document.activeElement === document.body && document.getElementById(fallback)?.focus(), 60);
    }
  };
  return (
    <AppModal opened={request !== null} onClose={() => !isBusy && onClose()} title={request?.title}>
      <Text mb="lg">{request?.message}</Text>
      <Group justify="flex-end" gap="sm">
        {/* Focus starts on the harmless answer when the action cannot be undone. */}
        <Button variant="default" onClick={onClose} disabled={isBusy} data-autofocus={request?.isDestructive || undefined}>
          Cancel
        </Button>
        <Button color={request?.isDestructive ? 'red' : undefined} onClick={() => void confirm()} loading={isBusy} data-autofocus={!request?.isDestructive || undefined}>
          {request?.confirmLabel}
        </Button>
      </Group>
    </AppModal>
  );
}
