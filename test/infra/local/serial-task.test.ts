import { describe, expect, it, vi } from 'vitest';
import { createLocalJobs } from '#infra/local/jobs.js';
import { createSerialTask } from '#infra/local/serial-task.js';

const tick = (ms = 10) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createSerialTask', () => {
  it('never overlaps, and folds the triggers made during a run into one more run', async () => {
    let running = 0;
    let runs = 0;
    const task = createSerialTask(async () => {
      running += 1;
      expect(running).toBe(1);
      runs += 1;
      await tick();
      running -= 1;
    }, () => undefined);
    task.trigger();
    task.trigger();
    task.trigger();
    await task.idle();
    expect(runs).toBe(2);
  });

  it('debounces scheduled runs, and flush runs at once', async () => {
    const run = vi.fn(async () => undefined);
    const task = createSerialTask(run, () => undefined, 50);
    task.schedule();
    task.schedule();
    await tick(80);
    expect(run).toHaveBeenCalledTimes(1);
    task.schedule();
    await task.flush();
    expect(run).toHaveBeenCalledTimes(2);
    await tick(80);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('reports a failed run and keeps working', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const task = createSerialTask(async () => {
      calls += 1;
      if (calls === 1) throw new Error('disk full');
    }, (error) => errors.push(error));
    task.trigger();
    await task.idle();
    task.trigger();
    await task.idle();
    expect(errors).toHaveLength(1);
    expect(calls).toBe(2);
  });
});

describe('createLocalJobs', () => {
  const job = { name: 'dispatch-outbox', handler: 'jobs/dispatch-outbox', everyMinutes: 1 };

  it('runs each job at start, and asks for a snapshot only when a run changed something', async () => {
    const results = [{ changed: 0 }, { changed: 2 }];
    const onChanged = vi.fn();
    const jobs = createLocalJobs({ context: {} as never, jobs: [job], onChanged, loadJob: async () => async () => results.shift()! });
    jobs.start();
    await tick();
    expect(onChanged).not.toHaveBeenCalled();
    jobs.trigger('dispatch-outbox');
    await jobs.stop();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('does not run after stop', async () => {
    const runJob = vi.fn(async () => ({ changed: 0 }));
    const jobs = createLocalJobs({ context: {} as never, jobs: [job], onChanged: () => undefined, loadJob: async () => runJob });
    await jobs.stop();
    jobs.trigger('dispatch-outbox');
    await tick();
    expect(runJob).not.toHaveBeenCalled();
  });
});
