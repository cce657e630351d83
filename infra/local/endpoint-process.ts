import { startMoto, type Moto, type MotoOptions } from './moto.js';

/** Our moto_server, which the supervisor may replace by another on the same port. */
export interface EndpointProcess {
  pid: () => number;
  /** Called once when the current process ends by itself (not after kill or stop). */
  onExit: (listener: (code: number | null, signal: NodeJS.Signals | null) => void) => void;
  /** Ends the current process (if still there) and starts another on the same port. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

const RESTART_TRIES = 5;

export async function startEndpointProcess(options: MotoOptions = {}): Promise<{ url: string; process: EndpointProcess }> {
  let moto: Moto = await startMoto(undefined, options);
  const port = Number(new URL(moto.endpoint).port);
  return {
    url: moto.endpoint,
    process: {
      pid: () => moto.pid,
      onExit: (listener) => moto.onExit(listener),
      restart: async () => {
        await moto.kill();
        for (let attempt = 1; ; attempt++) {
          try {
            moto = await startMoto(undefined, { ...options, port });
            return;
          } catch (error) {
            // The port may still be held for a moment by the old process's sockets.
            if (attempt >= RESTART_TRIES) throw error;
            await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
          }
        }
      },
      stop: () => moto.stop(),
    },
  };
}
