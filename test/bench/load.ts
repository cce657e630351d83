// `npm run bench:load`: 50 simulated agents and admins on the local stack for 60 s, doing
// what they do most (list inspections, open a report, a step of the order wizard, sign in).
// Loopback only; it starts its own stack (own port, own DATA_DIR, demo data), stops it at
// the end and leaves nothing running. Prints requests/s, p50, p95 and errors, and exits 1
// when any request failed (an unexpected status or no answer; issue 31 point 9).
// `-- --smoke`: 4 users for 5 s, the run `npm test` makes (test/bench/load-smoke.test.ts).
import { request, Agent } from 'node:http';
import { DEMO_AGENTS, DEMO_AGENT_PASSWORD } from '#infra/cli/seed-agents.js';
import { DEMO_ADMIN } from '#infra/cli/seed-step.js';
import { createBenchAgents, runCli, startBenchStack } from './load-stack.js';

const isSmoke = process.argv.includes('--smoke');
const USERS = Number(process.env.LOAD_USERS ?? (isSmoke ? 4 : 50));
const ADMINS = Math.round(USERS / 5);
const SECONDS = Number(process.env.LOAD_SECONDS ?? (isSmoke ? 5 : 60));
const TIMEOUT_MS = 30_000;
const BENCH_PASSWORD = 'bench-agent-password';
/** Each user signs in with its own accounts in turn: one phone may try 10 times in 15 minutes. */
const ACCOUNTS_PER_USER = 3;

type Action = 'list' | 'report' | 'wizard' | 'sign-in';
const MIX: [Action, number][] = [
  ['list', 0.4],
  ['report', 0.25],
  ['wizard', 0.2],
  ['sign-in', 0.15],
];
const propertyInfo = { new_construction: 'no', address1: '1200 Heights Blvd', address2: '', city: 'Houston', state: 'tx', zip_code: '77008' };

interface Answer {
  status: number;
  body: string;
  cookies: string[];
}

/** One virtual user: its own loopback address (rate limits count per address) and connection pool. */
class Client {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });
  constructor(
    private readonly base: URL,
    private readonly address: string,
    public cookie = '',
  ) {}

  send(method: string, path: string, body?: unknown): Promise<Answer> {
    const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: this.base.port,
          method,
          path,
          agent: this.agent,
          localAddress: this.address,
          timeout: TIMEOUT_MS,
          headers: {
            origin: this.base.origin,
            cookie: this.cookie,
            ...(data ? { 'content-type': 'application/json', 'content-length': data.length } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), cookies: res.headers['set-cookie'] ?? [] }));
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end(data);
    });
  }

  async signIn(phone: string, password: string): Promise<Answer> {
    const answer = await this.send('POST', '/api/login', { phone, password });
    const session = answer.cookies.map((cookie) => cookie.split(';')[0]).join('; ');
    if (answer.status === 200 && session) this.cookie = session;
    return answer;
  }

  close(): void {
    this.agent.destroy();
  }
}

interface Sample {
  action: Action;
  ms: number;
  ok: boolean;
  status: number;
  /** Why no answer came (status 0): a timeout, a reset connection. */
  failure?: string;
}

function pick(): Action {
  let roll = Math.random();
  for (const [action, weight] of MIX) if ((roll -= weight) < 0) return action;
  return 'list';
}

/** Bookings whose report the session may open (200, or 402 while unpaid: the payment page). */
async function reportTargets(client: Client): Promise<string[]> {
  const list = await client.send('GET', '/api/inspections');
  const items = (JSON.parse(list.body) as { inspections?: { id: string }[] }).inspections ?? [];
  const ids: string[] = [];
  for (const { id } of items) {
    const answer = await client.send('GET', `/api/inspection-data/${id}`);
    if (answer.status === 200 || answer.status === 402) ids.push(id);
  }
  return ids;
}

async function main(): Promise<void> {
  const setupStarted = Date.now();
  const stack = await startBenchStack();
  const stop = () => void stack.stop().then(() => process.exit(130));
  process.once('SIGINT', stop).once('SIGTERM', stop);
  try {
    await runCli(stack.dataDir, 'seed-demo');
    const phones = await createBenchAgents(stack.dataDir, USERS * ACCOUNTS_PER_USER, BENCH_PASSWORD);
    const base = new URL(stack.url);
    const admin = new Client(base, '127.0.0.2');
    const agent = new Client(base, '127.0.0.3');
    const [demoAgent] = DEMO_AGENTS;
    for (const [client, phone, password] of [
      [admin, DEMO_ADMIN.phone, DEMO_ADMIN.password],
      [agent, demoAgent!.phone, DEMO_AGENT_PASSWORD],
    ] as const) {
      const answer = await client.signIn(phone, password);
      if (answer.status !== 200) throw new Error(`demo sign-in answered ${answer.status}: ${answer.body}`);
    }
    const targets = { admin: await reportTargets(admin), agent: await reportTargets(agent) };
    console.log(
      `Stack ready in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s (pids ${stack.pids.join(', ')}); ` +
        `${USERS} users (${ADMINS} admins) for ${SECONDS} s; reports to open: admin ${targets.admin.length}, agent ${targets.agent.length}.`,
    );
    const samples = await runLoad(base, { admin, agent }, targets, phones);
    report(samples);
    const failed = samples.filter((sample) => !sample.ok).length;
    console.log(`${failed} of ${samples.length} requests failed.`);
    if (failed || !samples.length) process.exitCode = 1;
    admin.close();
    agent.close();
  } catch (error) {
    console.error(`The bench failed: ${String(error)}\nThe stack's log:\n${stack.log().split('\n').filter((line) => line.startsWith('{')).slice(-30).join('\n')}`);
    process.exitCode = 1;
  } finally {
    await stack.stop();
  }
  const restarts = stack.log().split('\n').filter((line) => line.includes('"msg":"endpoint"'));
  if (restarts.length) console.log(`The endpoint restarted during the bench:\n${restarts.join('\n')}`);
  const left = stack.pids.filter(isAlive);
  console.log(left.length ? `Still running: ${left.join(', ')}` : 'Stopped: no process left behind (runner and moto_server).');
}

async function runLoad(base: URL, sessions: { admin: Client; agent: Client }, targets: { admin: string[]; agent: string[] }, phones: string[]): Promise<Sample[]> {
  const samples: Sample[] = [];
  const endAt = Date.now() + SECONDS * 1000;
  const user = async (index: number) => {
    const role = index < ADMINS ? 'admin' : 'agent';
    const client = new Client(base, `127.0.1.${index + 1}`, sessions[role].cookie);
    const own = phones.slice(index * ACCOUNTS_PER_USER, (index + 1) * ACCOUNTS_PER_USER);
    let signIns = 0;
    while (Date.now() < endAt) {
      const action = pick();
      const started = performance.now();
      let status = 0;
      let failure: string | undefined;
      let expected = [200];
      try {
        if (action === 'list') status = (await client.send('GET', '/api/inspections')).status;
        if (action === 'report') {
          const ids = targets[role];
          status = (await client.send('GET', `/api/inspection-data/${ids[Math.floor(Math.random() * ids.length)] ?? 'none'}`)).status;
          expected = [200, 402];
        }
        if (action === 'wizard') status = (await client.send('POST', '/api/property-info', propertyInfo)).status;
        if (action === 'sign-in') {
          // Its own account, on a client of its own: the user's session stays the shared demo one.
          const signing = new Client(base, `127.0.1.${index + 1}`);
          status = (await signing.signIn(own[signIns++ % own.length]!, BENCH_PASSWORD)).status;
          signing.close();
        }
      } catch (error) {
        status = 0;
        failure = (error as Error).message;
      }
      samples.push({ action, ms: performance.now() - started, ok: expected.includes(status), status, failure });
    }
    client.close();
  };
  await Promise.all(Array.from({ length: USERS }, (_, index) => user(index)));
  return samples;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function report(samples: Sample[]): void {
  const line = (label: string, group: Sample[]) => {
    const times = group.map((sample) => sample.ms).sort((a, b) => a - b);
    const errors = group.filter((sample) => !sample.ok);
    const statuses = [...new Set(errors.map((sample) => (sample.failure ? `0: ${sample.failure}` : sample.status)))].join(', ');
    console.log(
      `${label.padEnd(8)} ${String(group.length).padStart(6)} requests  ${(group.length / SECONDS).toFixed(1).padStart(6)}/s  ` +
        `p50 ${percentile(times, 50).toFixed(0).padStart(5)} ms  p95 ${percentile(times, 95).toFixed(0).padStart(5)} ms  ` +
        `max ${(times.at(-1) ?? 0).toFixed(0).padStart(5)} ms  errors ${errors.length}${statuses ? ` (status ${statuses})` : ''}`,
    );
  };
  line('all', samples);
  for (const [action] of MIX) line(action, samples.filter((sample) => sample.action === action));
}

await main();
