/**
 * A job the server runs on its own, at start and then `everyMs` after each run ends (so runs
 * never overlap, however long one takes). A failed run is reported and the next one goes ahead.
 * The timer is unref'd: it never keeps a stopping process alive (backend/shutdown/drain.ts).
 * Jobs must be safe to run on several instances at once, as every instance runs them.
 */
export function startRepeatingJob(job: {
  everyMs: number;
  run: () => Promise<unknown>;
  onError: (error: unknown) => void;
}): { stop: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const tick = async () => {
    try {
      await job.run();
    } catch (error) {
      job.onError(error);
    }
    if (stopped) return;
    timer = setTimeout(() => void tick(), job.everyMs);
    timer.unref();
  };
  void tick();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
