import type { JobContext, RunJob } from '../../functions/jobs/job.js';
import { jobs as scheduledJobs } from '../resources.js';
import { createSerialTask, type SerialTask } from './serial-task.js';

interface JobSpec {
  name: string;
  handler: string;
  everyMinutes: number;
}

export interface LocalJobs {
  /** Runs a job now (or right after its run in progress). */
  trigger: (name: string) => void;
  /** Runs each job once, then every `everyMinutes`. */
  start: () => void;
  /** Stops the timers and waits for the runs in progress. */
  stop: () => Promise<void>;
}

export interface LocalJobsOptions {
  context: JobContext;
  loadJob: (handler: string) => Promise<RunJob>;
  /** After a run that wrote something, so the runner saves a snapshot. */
  onChanged: () => void;
  jobs?: readonly JobSpec[];
}

/** The EventBridge schedules of infra/resources.ts, as timers. */
export function createLocalJobs(options: LocalJobsOptions): LocalJobs {
  const specs = options.jobs ?? scheduledJobs;
  let isStopped = false;
  const tasks = new Map<string, SerialTask>();
  const timers: NodeJS.Timeout[] = [];
  for (const job of specs) {
    const run = async () => {
      if (isStopped) return;
      const runJob = await options.loadJob(job.handler);
      const result = await runJob(options.context);
      // A job that does not say what it changed is assumed to have changed something.
      if (result?.changed !== 0) options.onChanged();
    };
    const onError = (error: unknown) => console.error(JSON.stringify({ level: 'error', msg: 'job', job: job.name, error: String(error) }));
    tasks.set(job.name, createSerialTask(run, onError));
  }
  return {
    trigger: (name) => {
      if (!isStopped) tasks.get(name)?.trigger();
    },
    start: () => {
      for (const job of specs) {
        const task = tasks.get(job.name)!;
        task.trigger();
        timers.push(setInterval(() => !isStopped && task.trigger(), job.everyMinutes * 60_000));
      }
    },
    stop: async () => {
      isStopped = true;
      timers.forEach(clearInterval);
      await Promise.all([...tasks.values()].map((task) => task.idle()));
    },
  };
}
