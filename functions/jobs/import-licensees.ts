import { findLicenseeImports, claimLicenseeImport, finishLicenseeImport, updateLicenseeImportProgress } from '../data/ce-licensee-imports.js';
import { licenseeImportFileKey } from '../data/keys.js';
import { importLicensees } from '../ce/licensees/licensee-import.js';
import { getDeps, type Deps } from '../deps.js';
import { filesOf } from '../integrations/files.js';
import { logJob, type JobResult, type RunJob } from './job.js';

/** A run renews its lease at each progress report (seconds apart); a run silent this long has stopped (Lambda's limit is 15 minutes). */
const LEASE_MS = 3 * 60_000;
/** Recent imports looked at for work: an admin queues one at a time. */
const IMPORTS_SCANNED = 10;

/**
 * Imports the licence-holder files admins uploaded on /ce-admin (issue 11 point 1): each
 * queued import (or one whose run stopped) is claimed, its file streamed from the bucket
 * through the same import as the CLI, its counts written as it goes. Woken by the new
 * import's item (the table's stream; locally the runner on every write), and every few
 * minutes by its schedule, which picks up a run that stopped.
 */
export async function runLicenseeImports(deps: Deps): Promise<JobResult> {
  const now = deps.now();
  const waiting = (await findLicenseeImports(deps.db, IMPORTS_SCANNED))
    .filter((item) => item.status === 'queued' || (item.status === 'running' && (item.lease_until ?? '') < now.toISOString()))
    .reverse();
  let changed = 0;
  for (const item of waiting) {
    const lease = () => new Date(deps.now().getTime() + LEASE_MS);
    if (!(await claimLicenseeImport(deps.db, item.id, deps.now(), lease()))) continue;
    changed++;
    try {
      const source = await filesOf(deps).stream(licenseeImportFileKey(item.id));
      const result = await importLicensees(deps, source, { onProgress: (soFar) => updateLicenseeImportProgress(deps.db, item.id, soFar, lease()) });
      await finishLicenseeImport(deps.db, item.id, { counts: result }, deps.now());
      logJob({ msg: 'job', job: 'import-licensees', import_id: item.id, lines: result.lines, added: result.added, updated: result.updated, bad: result.bad });
    } catch (error) {
      // A file that is not the Commission's (a bad zip, another format) fails for good; the admin sees why.
      const message = error instanceof Error ? error.message : String(error);
      await finishLicenseeImport(deps.db, item.id, { error: message }, deps.now());
      logJob({ msg: 'job', job: 'import-licensees', import_id: item.id, error: message });
    }
  }
  return { changed };
}

export const runJob: RunJob = ({ deps }) => runLicenseeImports(deps);

export const handler = () => runLicenseeImports(getDeps());
