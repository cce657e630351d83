import { describe, expect, it } from 'vitest';
import { runCli } from '#infra/cli/run-cli.js';
import { localClock } from '#infra/local/clock.js';

// LOCAL_CLOCK_START (D-207): the local stack's and the CLI's clock, settable for the clock sweep.

describe('localClock', () => {
  it('is the real clock (undefined) when LOCAL_CLOCK_START is unset or empty', () => {
    expect(localClock({})).toBeUndefined();
    expect(localClock({ LOCAL_CLOCK_START: '' })).toBeUndefined();
  });

  it('runs on from the instant, from when it was read', async () => {
    const now = localClock({ LOCAL_CLOCK_START: '2026-11-01T01:30:00-06:00' })!;
    const first = now().getTime();
    expect(first - Date.parse('2026-11-01T07:30:00Z')).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(now().getTime()).toBeGreaterThan(first);
  });

  it('runs from LOCAL_CLOCK_SET_AT when given, so processes started later share one clock', () => {
    const setAt = new Date(Date.now() - 3_600_000).toISOString();
    const now = localClock({ LOCAL_CLOCK_START: '2027-03-14T03:30:00-05:00', LOCAL_CLOCK_SET_AT: setAt })!;
    expect(Math.abs(now().getTime() - Date.parse('2027-03-14T09:30:00Z'))).toBeLessThan(1000);
  });

  it.each(['2026-11-01', '2026-11-01T07:55:00', 'tomorrow', '2026-13-01T00:00:00Z'])('refuses %s: an instant needs its date, time and zone', (value) => {
    expect(() => localClock({ LOCAL_CLOCK_START: value })).toThrow(`LOCAL_CLOCK_START must be an instant such as 2026-11-01T07:55:00Z (got "${value}").`);
  });

  it('stops a CLI command with that line before it opens a table', async () => {
    const err: string[] = [];
    const io = { out: () => undefined, err: (line: string) => err.push(line), env: { ...process.env, LOCAL_CLOCK_START: 'noon' } };
    expect(await runCli(['seed-demo'], io)).toBe(1);
    expect(err).toEqual(['LOCAL_CLOCK_START must be an instant such as 2026-11-01T07:55:00Z (got "noon").']);
  });
});
