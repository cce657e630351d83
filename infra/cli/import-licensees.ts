import { createReadStream, statSync } from 'node:fs';
import { importLicensees, type LicenseeImport } from '../../functions/ce/licensees/licensee-import.js';
import { CliError, defineCommand } from './command.js';

/** Bad lines printed with their problem under the summary; the summary names up to MAX_BAD_LINES_LISTED. */
const PROBLEMS_PRINTED = 20;

/**
 * Loads the Commission's public licence-holder file. Public data, re-imported daily, so
 * `--remote` needs no second flag (unlike seed-demo): it is what an operator does.
 */
export const importLicenseesCommand = defineCommand({
  name: 'import-licensees',
  summary: "Loads the Commission's licence-holder file (tab-delimited, or a zip of it): adds new licences, updates changed ones.",
  usage: 'import-licensees FILE [--remote]',
  options: {},
  allowPositionals: true,
  parse: (_flags, _config, positionals): string => {
    const [file, ...more] = positionals;
    if (!file || more.length) throw new CliError('Name one file: npm run cli -- import-licensees FILE');
    let isFile = false;
    try {
      isFile = statSync(file).isFile();
    } catch {
      throw new CliError(`No file ${file}.`);
    }
    if (!isFile) throw new CliError(`${file} is not a file.`);
    return file;
  },
  run: async (deps, file, io) => {
    const started = performance.now();
    const result = await importLicensees(deps, createReadStream(file, { highWaterMark: 256 * 1024 }));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    io.out(`Imported ${file}: ${summarize(result)} in ${seconds} s`);
    for (const bad of result.bad_lines.slice(0, PROBLEMS_PRINTED)) io.out(`  line ${bad.line}: ${bad.problem}`);
    return result.added + result.updated > 0;
  },
});

export function summarize(result: LicenseeImport): string {
  const listed = result.bad_lines.map((bad) => bad.line).join(', ');
  const more = result.bad > result.bad_lines.length ? ', …' : '';
  const bad = result.bad ? ` (line${result.bad === 1 ? '' : 's'} ${listed}${more})` : '';
  const n = (count: number) => count.toLocaleString('en-US');
  return `${n(result.lines)} lines, ${n(result.added)} added, ${n(result.updated)} updated, ${n(result.unchanged)} unchanged, ${n(result.bad)} bad${bad}`;
}
