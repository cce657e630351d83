// The local stack for `npm run bench:web`: `infra/local/start.ts` on a port and data
// directory of its own, the demo data through the CLI (as a newcomer makes it), and the
// sign-ins the measured pages need (their links: web-pages.ts). Everything it starts, it stops.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { SESSION_COOKIE } from '#shared/session.js';

const root = new URL('../..', import.meta.url).pathname;
const tsx = join(root, 'node_modules', '.bin', 'tsx');

/** The accounts `seed-demo` makes (infra/cli/seed-agents.ts). */
const DEMO_ADMIN = { phone: '7135550101', password: 'demo-admin-password' };
const DEMO_AGENT = { phone: '7135550111', password: 'demo-agent-password' };

export interface BenchStack {
  url: string;
  stop: () => Promise<void>;
}

export async function startStack(port: number): Promise<BenchStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const url = `http://localhost:${port}`;
  const env = { ...process.env, PORT: String(port), APP_URL: url, DATA_DIR: dataDir };
  // Its own process group, so that whatever it starts can be stopped with it.
  const child = spawn(tsx, ['infra/local/start.ts'], { cwd: root, env, detached: true, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    await stopGroup(child, exited);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${url}/api/business-info`, exited);
    const seeded = spawnSync(tsx, ['infra/cli.ts', 'seed-demo'], { cwd: root, env, encoding: 'utf8' });
    if (seeded.status !== 0) throw new Error(`seed-demo failed: ${seeded.stderr || seeded.stdout}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** SIGTERM to the group (start.ts stops moto and saves), SIGKILL if it is still there after 20 s. */
async function stopGroup(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // The group is gone already.
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

async function waitFor(url: string, exited: Promise<void>): Promise<void> {
  let isGone = false;
  void exited.then(() => (isGone = true));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (isGone) throw new Error('The local stack exited while starting');
    const ok = await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The local stack did not answer ${url} within 180 s`);
}

/** The session cookie of a demo account, signed in through the API as the login page does. */
export async function signIn(url: string, who: 'admin' | 'agent'): Promise<string> {
  const account = who === 'admin' ? DEMO_ADMIN : DEMO_AGENT;
  const answer = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(account),
  });
  if (!answer.ok) throw new Error(`Sign-in as the demo ${who} failed (${answer.status}): ${await answer.text()}`);
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('The sign-in set no session cookie');
  return cookie.split(';')[0]!;
}

/** Whether a session cookie still signs its holder in (GET /api/update-info answers 200). */
export async function isSignedIn(url: string, cookie: string): Promise<boolean> {
  return (await fetch(`${url}/api/update-info`, { headers: { cookie } })).ok;
}

/** Builds the site first (`npm run build:web`) unless BENCH_SKIP_BUILD=1, as every web bench does. */
export function buildSite(print: (line: string) => void): void {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  print('Building the site (npm run build:web)…');
  const built = spawnSync('npm', ['run', 'build:web'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error('npm run build:web failed');
}

/** Headless Chromium for the benches that drive pages through Playwright (CHROMIUM_PATH, else Debian's). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
