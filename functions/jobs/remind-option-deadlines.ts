import { remindOptionDeadlines } from '../inspections/option-reminders.js';
import { getDeps, type Deps } from '../deps.js';
import { logJob, type JobResult, type RunJob } from './job.js';

/** Queues the agents' reminders 24 hours before their option periods end (issue 30 point 3; D-231). */
export async function remindOptionDeadlinesJob(deps: Deps): Promise<JobResult> {
  const { queued } = await remindOptionDeadlines(deps);
  if (queued) logJob({ msg: 'job', job: 'remind-option-deadlines', queued });
  return { changed: queued };
}

export const runJob: RunJob = ({ deps }) => remindOptionDeadlinesJob(deps);

export const handler = () => remindOptionDeadlinesJob(getDeps());
