// The files `npm run bench:licensees` imports, written by a process of their own so the
// bench's memory figures are the import's, not the generator's garbage:
//   tsx test/bench/licensee-files.ts OUT COUNT SEED            the generated file
//   tsx test/bench/licensee-files.ts OUT COUNT SEED --changed  the same file with every
//     100th licence renamed (its last name becomes ZZBENCH<n>) and 1,000 new licences after it
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { generateLicenseeLines } from '#infra/cli/licensee-sample.js';
import { writeLicenseeFile } from '#infra/cli/licensee-sample-command.js';
import { ADDED, RENAME_EVERY, addedNumber, renamedLastName } from './licensee-variant.js';

const [out, count, seed, changed] = process.argv.slice(2);
if (!out || !count || !seed) throw new Error('usage: licensee-files.ts OUT COUNT SEED [--changed]');
if (changed !== '--changed') {
  await writeLicenseeFile(out, { count: Number(count), seed: Number(seed) });
} else {
  const file = createWriteStream(out);
  const write = async (line: string) => {
    if (!file.write(`${line}\r\n`, 'latin1')) await once(file, 'drain');
  };
  let index = 0;
  for (const line of generateLicenseeLines({ count: Number(count), seed: Number(seed) })) {
    const columns = line.split('\t');
    if (index % RENAME_EVERY === 0) columns[2] = `${renamedLastName(index)},${columns[2]!.split(',')[1] ?? ' PAT'}`;
    await write(columns.join('\t'));
    index++;
  }
  let added = 0;
  for (const line of generateLicenseeLines({ count: ADDED, seed: Number(seed) + 1 })) {
    const columns = line.split('\t');
    columns[1] = addedNumber(added++);
    await write(columns.join('\t'));
  }
  file.end();
  await once(file, 'finish');
}
