import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError, UNEXPECTED_ERROR } from '../../api';

export interface QueueAction {
  /** The item whose action runs, or null. One at a time: the queue reloads after each. */
  busyId: string | null;
  run: (id: string, call: () => Promise<unknown>, done: string) => Promise<void>;
}

/** Runs an item's action, says how it went, and has the queue load again (no page reload). */
export function useQueueAction(onChanged: () => void): QueueAction {
  const [busyId, setBusyId] = useState<string | null>(null);
  const run = async (id: string, call: () => Promise<unknown>, done: string) => {
    setBusyId(id);
    try {
      await call();
      notifications.show({ color: 'green', message: done, closeButtonProps: { 'aria-label': 'Dismiss' } });
      onChanged();
    } catch (caught) {
      const message = caught instanceof ApiError ? caught.message : UNEXPECTED_ERROR;
      notifications.show({ color: 'red', message, closeButtonProps: { 'aria-label': 'Dismiss' } });
      onChanged();
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, run };
}
