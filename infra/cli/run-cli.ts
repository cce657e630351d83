import { parseArgs } from 'node:util';
import { ConfigError, parseConfig, type Config } from '../../functions/config.js';
import { DomainError } from '../../functions/errors.js';
import { localClock } from '../local/clock.js';
import { applyLocalDefaults } from '../local/local-env.js';
import { CliError, type CliIo, type Command, type TableCommand } from './command.js';
import { backfillQueueCommand } from './backfill-queue.js';
import { createAdminCommand } from './create-admin.js';
import { importLicenseesCommand } from './import-licensees.js';
import { indexSearchWordsCommand } from './index-search-words.js';
import { listSampleCommand } from './list-sample.js';
import { licenseeSampleCommand } from './licensee-sample-command.js';
import { openHouseSampleCommand } from './open-house-sample-command.js';
import { restoreDrillCommand } from './restore-drill.js';
import { seedDemoCommand } from './seed-demo.js';
import { openTarget } from './target.js';

export const commands: Command[] = [
  createAdminCommand,
  seedDemoCommand,
  importLicenseesCommand,
  openHouseSampleCommand,
  licenseeSampleCommand,
  restoreDrillCommand,
  backfillQueueCommand,
  indexSearchWordsCommand,
  listSampleCommand,
];

/** Understood by every command. */
const COMMON_OPTIONS = { remote: { type: 'boolean' } } as const;

const defaultIo: CliIo = { out: (line) => console.log(line), err: (line) => console.error(line), env: process.env };

/** `npm run cli -- <command> [--flags]`; resolves to the exit code. */
export async function runCli(argv: string[], io: CliIo = defaultIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === 'help' || name === '--help' || name === '-h') return printHelp(io, 0);
  const command = commands.find((candidate) => candidate.name === name);
  if (!command) {
    io.err(name ? `Unknown command "${name}".` : 'Name a command.');
    return printHelp(io, 1);
  }
  try {
    const options = { ...COMMON_OPTIONS, ...command.options };
    const { values, positionals } = parseArgs({ args, options, strict: true, allowPositionals: command.allowPositionals === true });
    const config = parseConfig(applyLocalDefaults(io.env));
    const input = command.parse(values, config, positionals);
    if ('write' in command) {
      if (values.remote) throw new CliError(`${command.name} only writes files; --remote does not apply.`);
      await command.write(input, io);
      return 0;
    }
    const isRemote = values.remote === true;
    // The deployed table always has the real clock; a local one the settable clock (D-207).
    return await runCommand(command, input, config, isRemote, isRemote ? undefined : localClock(io.env), io);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof CliError || error instanceof DomainError) {
      io.err(error.message);
      return 1;
    }
    if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`${(error as Error).message}\nUsage: npm run cli -- ${command.usage}`);
      return 1;
    }
    io.err(`${command.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

async function runCommand(command: TableCommand, input: unknown, config: Config, isRemote: boolean, now: (() => Date) | undefined, io: CliIo): Promise<number> {
  const target = await openTarget(config, { isRemote });
  io.out(`Using ${target.description}${now ? `, the clock at ${now().toISOString()} (LOCAL_CLOCK_START)` : ''}.`);
  let changed = false;
  try {
    changed = await command.run(now ? { ...target.deps, now } : target.deps, input, io);
  } finally {
    await target.close(changed);
  }
  return 0;
}

function printHelp(io: CliIo, code: number): number {
  const out = code === 0 ? io.out : io.err;
  const width = Math.max(...commands.map((command) => command.name.length)) + 2;
  out('Usage: npm run cli -- <command> [options]');
  out('');
  for (const command of commands) {
    out(`  ${command.name.padEnd(width)}${command.summary}`);
    out(`  ${''.padEnd(width)}npm run cli -- ${command.usage}`);
  }
  out(`  ${'help'.padEnd(width)}This list.`);
  out('');
  out('Where it writes: AWS_ENDPOINT_URL if set; else the `npm start` running on DATA_DIR (default ./data);');
  out('else a temporary moto_server with DATA_DIR\'s data, saved back. Add --remote for the deployed');
  out('table TABLE_NAME, with your AWS credentials.');
  return code;
}
