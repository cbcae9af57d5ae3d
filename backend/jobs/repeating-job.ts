/**
 * A job the process runs on its own, at start and then `everyMs` after each run ends (so runs
 * never overlap, however long one takes). A failed run is reported and the next one goes ahead.
 * `trigger` asks for a run now: at once when idle, else right after the run in progress. The
 * timer is unref'd: it never keeps a stopping process alive (backend/shutdown/drain.ts), and
 * `stop` resolves once a run in progress has ended, so the database can close after it.
 */
export interface RepeatingJob {
  trigger(): void;
  stop(): Promise<void>;
}

export function startRepeatingJob(job: {
  everyMs: number;
  run: () => Promise<unknown>;
  onError: (error: unknown) => void;
}): RepeatingJob {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void tick(), ms);
    timer.unref();
  };
  const tick = async () => {
    if (running || stopped) return;
    running = job.run().then(
      () => undefined,
      (error: unknown) => {
        job.onError(error);
      },
    );
    await running;
    running = undefined;
    schedule(again ? 0 : job.everyMs);
    again = false;
  };
  void tick();
  return {
    trigger: () => {
      if (running) again = true;
      else schedule(0);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
