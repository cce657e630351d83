import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  /** Red for what cannot be undone (remove, deny, deactivate). */
  isDestructive?: boolean;
  /** Runs on confirm; the modal closes when it settles, and the caller shows any error on its page. */
  onConfirm: () => Promise<unknown>;
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
    }
  };
  return (
    <Modal opened={request !== null} onClose={() => !isBusy && onClose()} title={request?.title} centered>
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
    </Modal>
  );
}
