import { Worker } from 'node:worker_threads';

// The process's peak resident memory while something runs. A decoder works synchronously,
// so the samples come from a worker thread (every millisecond), which keeps running while
// the main thread is busy; resident memory is the whole process's, whichever thread asks.

const SAMPLER = `
const { workerData } = require('node:worker_threads');
const peak = new Int32Array(workerData);
setInterval(() => {
  const kb = Math.round(process.memoryUsage.rss() / 1024);
  if (kb > Atomics.load(peak, 0)) Atomics.store(peak, 0, kb);
}, 1);
`;

export interface Measured<T> {
  result: T;
  /** Peak resident memory above what the process held when the run began, in MB. */
  peakMb: number;
  ms: number;
}

export async function startPeakMemory() {
  const shared = new SharedArrayBuffer(4);
  const peak = new Int32Array(shared);
  const worker = new Worker(SAMPLER, { eval: true, workerData: shared });
  await new Promise((resolve) => worker.once('online', resolve));
  return {
    async measure<T>(run: () => Promise<T>): Promise<Measured<T>> {
      const baseKb = Math.round(process.memoryUsage.rss() / 1024);
      Atomics.store(peak, 0, baseKb);
      const started = performance.now();
      const result = await run();
      const ms = performance.now() - started;
      // One last sample, after the run, from this thread.
      const endKb = Math.round(process.memoryUsage.rss() / 1024);
      const peakKb = Math.max(Atomics.load(peak, 0), endKb);
      return { result, ms, peakMb: (peakKb - baseKb) / 1024 };
    },
    stop: () => worker.terminate(),
  };
}
