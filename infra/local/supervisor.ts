import { readFile } from 'node:fs/promises';
import type { LocalStore } from './store.js';

/** How often the endpoint is asked whether it answers, and how long it may take. */
const PROBE_EVERY_MS = 2000;
const PROBE_TIMEOUT_MS = 5000;
/** A stopped process (SIGSTOP) is replaced at its first missed probe. */
const MISSES_WHEN_STOPPED = 1;
/**
 * A running one only after this long without an answer: on two shared cores a busy moto
 * (or this process's own event loop, compiling a handler) can miss several probes.
 */
const SILENT_MS_WHEN_RUNNING = 30_000;
const RETRY_RESTART_MS = 2000;

export interface Supervisor {
  isUp: () => boolean;
  /** Counts restarts: a snapshot read across one is not trusted. */
  epoch: () => number;
  /** Resolves when the endpoint answers again; rejects after `timeoutMs`. */
  whenUp: (timeoutMs?: number) => Promise<void>;
  stop: () => void;
}

export interface SupervisorOptions {
  log?: (line: Record<string, unknown>) => void;
  /** After each recovery (the runner rewrites DATA_DIR/endpoint.json with the new process id). */
  onRecovered?: () => void;
  probeEveryMs?: number;
}

const defaultLog = (line: Record<string, unknown>) => console.error(JSON.stringify(line));

/**
 * Watches our moto_server: when it exits, or stops answering (one probe when the
 * process is stopped, 30 s of silence when it runs), it is replaced by another on the same port, which gets the snapshot and the journal back.
 * Meanwhile `isUp` is false (the gateway answers 503) and the clients wait in `whenUp`.
 */
export function superviseEndpoint(store: LocalStore, options: SupervisorOptions = {}): Supervisor {
  const log = options.log ?? defaultLog;
  const child = store.process;
  let isUp = true;
  let epoch = 0;
  let isStopped = false;
  let misses = 0;
  let answeredAt = Date.now();
  let isProbing = false;
  let waiters: (() => void)[] = [];

  const watchExit = () =>
    child?.onExit((code, signal) => void recover(`moto_server (pid ${child.pid()}) exited (${signal ?? `code ${code}`})`));

  const recover = async (reason: string) => {
    if (!isUp || isStopped || !child) return;
    isUp = false;
    epoch += 1;
    const started = Date.now();
    log({ level: 'error', msg: 'endpoint', event: 'down', reason, action: 'restarting moto_server and restoring the data; the API answers 503 meanwhile' });
    for (let attempt = 1; !isStopped; attempt++) {
      try {
        const restored = await store.recover();
        if (isStopped) return;
        log({
          level: 'info',
          msg: 'endpoint',
          event: 'recovered',
          ms: Date.now() - started,
          pid: child.pid(),
          items: restored?.items ?? 0,
          objects: restored?.objects ?? 0,
          replayed: restored?.replayed?.entries ?? 0,
        });
        break;
      } catch (error) {
        log({ level: 'error', msg: 'endpoint', event: 'restart-failed', attempt, error: String(error) });
        await new Promise((resolve) => setTimeout(resolve, RETRY_RESTART_MS));
      }
    }
    misses = 0;
    answeredAt = Date.now();
    isUp = true;
    watchExit();
    options.onRecovered?.();
    const ready = waiters;
    waiters = [];
    ready.forEach((resolve) => resolve());
  };

  const probe = async () => {
    if (!isUp || isProbing || isStopped) return;
    isProbing = true;
    const answered = await fetch(`${store.config.AWS_ENDPOINT_URL}/moto-api/`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) }).then(
      (answer) => answer.ok,
      () => false,
    );
    isProbing = false;
    if (answered || !isUp) {
      [misses, answeredAt] = [0, Date.now()];
      return;
    }
    misses += 1;
    const silentMs = Date.now() - answeredAt;
    const isFrozen = child ? await isProcessStopped(child.pid()) : false;
    if ((isFrozen && misses >= MISSES_WHEN_STOPPED) || silentMs >= SILENT_MS_WHEN_RUNNING) {
      void recover(`moto_server (pid ${child?.pid()}) did not answer for ${Math.round(silentMs / 1000)} s (${misses} probes${isFrozen ? '; the process is stopped' : ''})`);
    }
  };

  watchExit();
  const timer = child ? setInterval(() => void probe(), options.probeEveryMs ?? PROBE_EVERY_MS) : undefined;
  timer?.unref();

  return {
    isUp: () => isUp,
    epoch: () => epoch,
    whenUp: (timeoutMs = 60_000) =>
      isUp
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            const timeout = setTimeout(() => reject(new Error('The local endpoint is still restarting.')), timeoutMs);
            waiters.push(() => {
              clearTimeout(timeout);
              resolve();
            });
          }),
    stop: () => {
      isStopped = true;
      clearInterval(timer);
    },
  };
}

/** Linux: whether the process is stopped (state T or t in /proc/<pid>/stat); false where unknown. */
async function isProcessStopped(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // "pid (comm) S …": the state follows the last ')', as comm may hold spaces or parentheses.
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  return state === 'T' || state === 't';
}
