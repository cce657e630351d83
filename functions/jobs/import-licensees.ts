import { runQueuedLicenseeImports } from '../ce/licensee-imports.js';
import { getDeps, type Deps } from '../deps.js';
import { logJob, type JobResult, type RunJob } from './job.js';

/**
 * The licence-holder import job: an entry, like a handler, into the CE module's rule
 * (functions/ce/licensee-imports.ts), which runs the queued imports; one log line per run.
 */
export const runLicenseeImports = (deps: Deps): Promise<JobResult> =>
  runQueuedLicenseeImports(deps, (run) => logJob({ msg: 'job', job: 'import-licensees', ...run }));

export const runJob: RunJob = ({ deps }) => runLicenseeImports(deps);

export const handler = () => runLicenseeImports(getDeps());
