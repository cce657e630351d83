import type { WithStack } from './journal-capture.js';
import type { Supervisor } from './supervisor.js';

/**
 * While the supervisor restores a restarted moto, each attempt of the client's requests
 * waits for it (inside the SDK's retries: an attempt refused as moto died is retried once
 * it is back) instead of writing into a table that is being restored.
 */
export function waitForEndpoint(client: WithStack, supervisor: Pick<Supervisor, 'whenUp'>): void {
  client.middlewareStack.add(
    (next) => async (args) => {
      await supervisor.whenUp();
      return next(args);
    },
    { step: 'finalizeRequest', priority: 'low', name: 'waitForLocalEndpoint' },
  );
}
