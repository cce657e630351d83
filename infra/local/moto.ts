import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const PYTHON = process.env.MOTO_PYTHON ?? 'python3';
/**
 * moto_server with its transactions made cheap (a backup of the items they name, not of the
 * whole table per part: D-188), and SIGKILLed by Linux when its parent (the runner, the
 * CLI, a test run) dies, however it dies (`kill -9`, a test runner killing its web server).
 */
const LAUNCHER = fileURLToPath(new URL('./moto_server.py', import.meta.url));
/** For another command (MOTO_SERVER): the same request to Linux, then that command (same pid). */
const DIE_WITH_PARENT = [
  'import ctypes, os, signal, sys',
  'ctypes.CDLL(None).prctl(1, signal.SIGKILL)',
  "if os.getppid() != int(os.environ['MOTO_PARENT_PID']): sys.exit(1)",
  'os.execvp(sys.argv[1], sys.argv[1:])',
].join('\n');

export interface Moto {
  endpoint: string;
  /** The moto_server process (the fault tests kill it by this id). */
  pid: number;
  /** Called once when the process ends, whatever the reason (not after `stop`). */
  onExit: (listener: (code: number | null, signal: NodeJS.Signals | null) => void) => void;
  /** Ends the process at once (a moto that stopped answering). */
  kill: () => Promise<void>;
  stop: () => Promise<void>;
}

export interface MotoOptions {
  /**
   * Own process group: a terminal's Ctrl-C reaches the whole foreground group, and
   * the local runner must still read moto's state for its final snapshot. The
   * child is then killed when this process exits, so it is never left behind.
   */
  detached?: boolean;
  /** The port to listen on (a restarted moto keeps its predecessor's, so clients and links stay valid); a free one otherwise. */
  port?: number;
}

/**
 * Starts `moto_server` (Python moto, server mode) on a free loopback port and waits
 * until it answers. It serves DynamoDB, S3, SES and SNS on that one port.
 */
export async function startMoto(command = process.env.MOTO_SERVER ?? 'moto_server', options: MotoOptions = {}): Promise<Moto> {
  const port = options.port ?? (await freePort());
  const args = ['-H', '127.0.0.1', '-p', String(port)];
  // Detached, moto escapes the signals sent to our group; attached, a `kill -9` of ours
  // reaches only us. Either way it must end with us (on Linux, which can be asked to).
  const dieWithParent = process.platform === 'linux';
  const [file, argv] =
    command === 'moto_server' ? [PYTHON, [LAUNCHER, ...args]] : dieWithParent ? [PYTHON, ['-c', DIE_WITH_PARENT, command, ...args]] : [command, args];
  const child = spawn(file, argv, {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      MOTO_ALLOW_NONEXISTENT_REGION: 'true',
      MOTO_PARENT_PID: String(process.pid),
      MOTO_DIE_WITH_PARENT: dieWithParent ? '1' : '0',
    },
    detached: options.detached ?? false,
  });
  if (options.detached) {
    const killOnExit = () => child.kill('SIGKILL');
    process.once('exit', killOnExit);
    child.once('exit', () => process.off('exit', killOnExit));
  }
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const endpoint = `http://127.0.0.1:${port}`;
  await waitUntilUp(endpoint, child, () => stderr);
  let isStopping = false;
  return {
    endpoint,
    pid: child.pid!,
    onExit: (listener) => {
      if (child.exitCode !== null || child.signalCode !== null) return listener(child.exitCode, child.signalCode);
      child.once('exit', (code, signal) => !isStopping && listener(code, signal));
    },
    kill: () => {
      isStopping = true;
      return killChild(child);
    },
    stop: () => {
      isStopping = true;
      return stopChild(child);
    },
  };
}

async function waitUntilUp(endpoint: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  let exited = false;
  child.once('exit', () => (exited = true));
  child.once('error', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`moto_server did not start (is Python moto installed? pip install 'moto[server]')\n${stderr()}`);
    try {
      const response = await fetch(`${endpoint}/moto-api/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`moto_server did not answer within 30 s\n${stderr()}`);
}

function killChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
