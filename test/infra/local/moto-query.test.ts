import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The launcher's patch of moto's item order (infra/local/moto_server.py, D-199) must change
// nothing moto answers: the same Queries (the table's key and an index, both directions, a
// range condition, a filter, pages) and Scans, on random tables with text and number keys,
// answered by moto as it is and then patched (test/infra/local/moto-query-check.py).
const LAUNCHER = fileURLToPath(new URL('../../../infra/local/moto_server.py', import.meta.url));
const CHECK = fileURLToPath(new URL('./moto-query-check.py', import.meta.url));

describe("moto's Query and Scan with the launcher's item order", () => {
  it.each([1, 2, 3])('answers exactly as moto does (random table %i)', async (seed) => {
    const { stdout } = await promisify(execFile)(process.env.MOTO_PYTHON ?? 'python3', [CHECK, LAUNCHER, String(seed)], { maxBuffer: 64 * 1024 * 1024 });
    const [before, after] = stdout.trim().split('\n');
    expect(before!.length).toBeGreaterThan(10_000);
    expect(after).toBe(before);
  });
});
