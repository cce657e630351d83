import { findOverdueQrLogins, markQrLoginExpired } from '../data/auth-qr-logins.js';
import { getDeps, type Deps } from '../deps.js';
import { logJob, type JobResult, type RunJob } from './job.js';

/**
 * Marks QR logins past their five minutes as expired (issue "Accounts", point 4). A
 * poller already sees `expired` from the time check on read; this keeps the stored
 * status true for anything else that reads it.
 */
export async function expireQrLogins(deps: Deps): Promise<JobResult> {
  const overdue = await findOverdueQrLogins(deps.db, deps.now());
  for (const item of overdue) await markQrLoginExpired(deps.db, item);
  if (overdue.length) logJob({ msg: 'job', job: 'expire-qr-logins', changed: overdue.length });
  return { changed: overdue.length };
}

export const runJob: RunJob = ({ deps }) => expireQrLogins(deps);

export const handler = () => expireQrLogins(getDeps());
