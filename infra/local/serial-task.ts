/**
 * A task that never overlaps itself: a trigger while it runs asks for one more run
 * after it, however many triggers come in meanwhile.
 */
export interface SerialTask {
  trigger: () => void;
  /** After `delayMs` without another call: many writes in a burst make one run. */
  schedule: () => void;
  /** Runs now (instead of a scheduled run) and waits until that run is done. */
  flush: () => Promise<void>;
  /** Waits for the run in progress and any run asked for after it. */
  idle: () => Promise<void>;
}

export function createSerialTask(run: () => Promise<void>, onError: (error: unknown) => void, delayMs = 0): SerialTask {
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const start = (): Promise<void> => {
    running = run()
      .catch(onError)
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          start();
        }
      });
    return running;
  };
  const trigger = () => {
    if (running) again = true;
    else start();
  };
  const idle = async () => {
    while (running) await running;
  };

  return {
    trigger,
    schedule: () => {
      clearTimeout(timer);
      timer = setTimeout(trigger, delayMs);
    },
    flush: async () => {
      clearTimeout(timer);
      trigger();
      await idle();
    },
    idle,
  };
}
