import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function gone(pid: number): Promise<boolean> {
  for (let tries = 0; tries < 100 && isAlive(pid); tries++) await new Promise((resolve) => setTimeout(resolve, 100));
  return !isAlive(pid);
}

// A process that starts moto attached (as the CLI and the test setup do) and is then
// killed with SIGKILL, which it cannot catch: Linux must end its moto too (D-188).
describe.runIf(process.platform === 'linux')('a moto_server started attached', () => {
  it('ends when its parent is killed with kill -9', { timeout: 60_000 }, async () => {
    const script = `const { startMoto } = await import(${JSON.stringify(join(process.cwd(), 'infra/local/moto.ts'))});
      const moto = await startMoto(); console.log(moto.pid); setInterval(() => undefined, 1000);`;
    // node itself with tsx's loader: the tsx command would be a wrapper around the real parent.
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    const [line] = (await once(parent.stdout!, 'data')) as [Buffer];
    const motoPid = Number(line.toString().trim());
    expect(isAlive(motoPid)).toBe(true);
    parent.kill('SIGKILL');
    const isGone = await gone(motoPid);
    if (!isGone) process.kill(motoPid, 'SIGKILL');
    expect(isGone).toBe(true);
  });
});
