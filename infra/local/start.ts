// `npm start`: the whole product on this machine (product/platform.md §5).
import { ConfigError, parseConfig, type Config } from '../../functions/config.js';
import { startLocalStack, type LocalStack } from './local-stack.js';
import { applyLocalDefaults } from './local-env.js';
import { localClock } from './clock.js';

function readConfig(): { config: Config; now: (() => Date) | undefined } {
  try {
    return { config: parseConfig(applyLocalDefaults(process.env)), now: localClock(process.env) };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

function printBanner(stack: LocalStack, isClockSet: boolean): void {
  const { config, timings, isOwned } = stack.store;
  const restored = timings.restored;
  const dataDirArg = process.env.DATA_DIR ? `DATA_DIR=${process.env.DATA_DIR} ` : '';
  const lines = [
    '',
    `Inspection portal running at ${stack.url}`,
    isOwned
      ? `  AWS endpoint: moto_server at ${config.AWS_ENDPOINT_URL} (started in ${timings.endpointMs} ms, provisioned in ${timings.provisionMs} ms)`
      : `  AWS endpoint: ${config.AWS_ENDPOINT_URL} (AWS_ENDPOINT_URL; it keeps its own data)`,
    isOwned
      ? `  Data: ${config.DATA_DIR} (${restored ? `restored ${restored.items} items and ${restored.objects} files${restored.replayed ? `, then ${restored.replayed.entries} journaled writes` : ''} in ${restored.ms} ms` : 'empty: no snapshot yet'})`
      : '',
    ...(config.APP_ENV === 'production' ? [] : [`  Sent messages: ${new URL('/dev/outbox', stack.url)}`]),
    ...(isClockSet ? [`  Clock: ${stack.deps.now().toISOString()}, running on from LOCAL_CLOCK_START (not the computer's)`] : []),
    '',
    'Create the first admin (in another terminal, from this folder):',
    `  ${dataDirArg}npm run cli -- create-admin --first-name Jane --last-name Doe --email jane@example.com --phone 7135550100 --password 'choose-a-password'`,
    `Or demo data: ${dataDirArg}npm run cli -- seed-demo`,
    '',
    'Press Ctrl-C to stop.',
    '',
  ];
  console.log(lines.filter((line, index) => line !== '' || lines[index - 1] !== '').join('\n'));
}

async function main(): Promise<void> {
  const { config, now } = readConfig();
  // Ctrl-C while starting: finish starting, then stop cleanly (the default action would
  // leave moto, in its own process group, running).
  let early: NodeJS.Signals | undefined;
  const onEarlySignal = (signal: NodeJS.Signals) => (early = signal);
  process.on('SIGINT', onEarlySignal).on('SIGTERM', onEarlySignal);
  let stack: LocalStack;
  try {
    stack = await startLocalStack(config, { now });
  } catch (error) {
    console.error(`Could not start: ${(error as Error).message}`);
    process.exit(1);
  }
  process.off('SIGINT', onEarlySignal).off('SIGTERM', onEarlySignal);
  // Code that reads the configuration itself (getConfig) then sees the endpoint in use too.
  process.env.APP_URL = stack.store.config.APP_URL;
  process.env.AWS_ENDPOINT_URL = stack.store.config.AWS_ENDPOINT_URL;
  printBanner(stack, now !== undefined);

  let stoppingSince = 0;
  const stop = (signal: NodeJS.Signals) => {
    if (stoppingSince) {
      // A terminal signals the whole process group and tsx relays the signal too, so one
      // Ctrl-C arrives twice; only a later one means "do not wait".
      if (Date.now() - stoppingSince < 1000) return;
      console.error(`${signal} again: exiting without waiting (moto is stopped; the last snapshot and the journal keep every saved change).`);
      process.exit(130);
    }
    stoppingSince = Date.now();
    console.log('\nStopping…');
    stack.stop().then(
      (saved) => {
        if (saved) console.log(`Saved ${saved.items} items and ${saved.objects} files to ${config.DATA_DIR} in ${saved.ms} ms.`);
        process.exit(0);
      },
      (error: unknown) => {
        console.error(`Stopped, but the last snapshot failed (${String(error)}); the previous one and the journal are kept, so nothing saved is lost.`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop).on('SIGTERM', stop);
  if (early) stop(early);
}

await main();
