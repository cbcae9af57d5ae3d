import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startRepeatingJob } from "./repeating-job";

describe("startRepeatingJob", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs at once, then every interval, never two runs at the same time, until stopped", async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const job = startRepeatingJob({
      everyMs: 1_000,
      run: async () => {
        running += 1;
        most = Math.max(most, running);
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        running -= 1;
      },
      onError: () => undefined,
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(most).toBe(1);
    // A run of 2.5 s every second: each next run waits for the one before, then the interval.
    expect(runs).toBe(3);
    const stopped = job.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    await stopped;
    expect(runs).toBeLessThanOrEqual(4);
  });

  it("reports a failed run and goes on with the next one", async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const job = startRepeatingJob({
      everyMs: 1_000,
      run: () => {
        runs += 1;
        return runs === 1 ? Promise.reject(new Error("database away")) : Promise.resolve();
      },
      onError: (error) => errors.push(error),
    });
    await vi.advanceTimersByTimeAsync(2_500);
    await job.stop();
    expect(errors).toHaveLength(1);
    expect(runs).toBe(3);
  });

  it("runs at once when triggered while idle, and once more after a run in progress", async () => {
    let runs = 0;
    const job = startRepeatingJob({
      everyMs: 60_000,
      run: async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
      },
      onError: () => undefined,
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(runs).toBe(1);
    job.trigger();
    await vi.advanceTimersByTimeAsync(10);
    expect(runs).toBe(2);
    // Two triggers during that run ask for one run after it, not two.
    job.trigger();
    job.trigger();
    await vi.advanceTimersByTimeAsync(500);
    expect(runs).toBe(3);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(runs).toBe(3);
    await job.stop();
  });

  it("stops after the run in progress has ended", async () => {
    let ended = false;
    const job = startRepeatingJob({
      everyMs: 1_000,
      run: async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        ended = true;
      },
      onError: () => undefined,
    });
    await vi.advanceTimersByTimeAsync(10);
    const stopped = job.stop().then(() => ended);
    await vi.advanceTimersByTimeAsync(300);
    expect(await stopped).toBe(true);
  });
});
