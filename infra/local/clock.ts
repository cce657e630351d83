import { ConfigError } from '../../functions/config.js';

// The settable clock of the local stack, the CLI and the browser tests (D-207). The functions
// never read it: they take `deps.now`, and only the deps the local runner and the CLI build get
// this clock instead of the computer's. So demo data and the dashboard can be checked at any
// hour of any day (test/e2e/clock-sweep.sh) without waiting for it.

/** ISO 8601 with a zone: an instant, never the computer's local time. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function parseInstant(name: string, value: string): number {
  const at = Date.parse(value);
  if (!INSTANT.test(value) || Number.isNaN(at)) throw new ConfigError(`${name} must be an instant such as 2026-11-01T07:55:00Z (got "${value}").`);
  return at;
}

/**
 * With LOCAL_CLOCK_START, time runs on from that instant; unset, undefined (the real clock).
 * It runs from when LOCAL_CLOCK_SET_AT says (a real instant), else from when this process
 * read it: the e2e config sets both once, so the runner, the stack, every CLI and every
 * browser context of one run share one clock.
 */
export function localClock(env: Record<string, string | undefined>): (() => Date) | undefined {
  const start = env.LOCAL_CLOCK_START;
  if (!start) return undefined;
  const startMs = parseInstant('LOCAL_CLOCK_START', start);
  const setAtMs = env.LOCAL_CLOCK_SET_AT ? parseInstant('LOCAL_CLOCK_SET_AT', env.LOCAL_CLOCK_SET_AT) : Date.now();
  const offset = startMs - setAtMs;
  return () => new Date(Date.now() + offset);
}
