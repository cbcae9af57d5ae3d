/** Throughput of in-process calls made by several clients at once (a closed loop, like a pool's users). */
import { percentile } from "./timing";

export interface Throughput {
  readonly requests: number;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
}

/** `concurrency` clients share `requests` calls, each starting its next call when its last one ends. */
async function closedLoop(
  concurrency: number,
  requests: number,
  task: () => Promise<unknown>,
  durations: number[],
): Promise<number> {
  let issued = 0;
  const client = async (): Promise<void> => {
    while (issued < requests) {
      issued += 1;
      const started = performance.now();
      await task();
      durations.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  return performance.now() - started;
}

/**
 * Every task in turn, `rounds` times, `requestsPerRound` calls a round at `concurrency`: the
 * tasks alternate round by round, so neither gets a quieter stretch of a shared machine.
 */
export async function measureThroughput<K extends string>(
  options: { concurrency: number; rounds: number; requestsPerRound: number },
  tasks: Record<K, () => Promise<unknown>>,
): Promise<Record<K, Throughput>> {
  const names = Object.keys(tasks) as K[];
  const spent = new Map<K, { ms: number; durations: number[] }>(
    names.map((name) => [name, { ms: 0, durations: [] }]),
  );
  for (let round = 0; round < options.rounds; round += 1) {
    for (const name of names) {
      const entry = spent.get(name);
      if (!entry) continue;
      entry.ms += await closedLoop(
        options.concurrency,
        options.requestsPerRound,
        tasks[name],
        entry.durations,
      );
    }
  }
  const result = {} as Record<K, Throughput>;
  for (const name of names) {
    const { ms, durations } = spent.get(name) ?? { ms: Number.NaN, durations: [] };
    const sorted = [...durations].sort((a, b) => a - b);
    result[name] = {
      requests: sorted.length,
      perSecond: (sorted.length * 1000) / ms,
      p50Ms: percentile(sorted, 50),
      p95Ms: percentile(sorted, 95),
    };
  }
  return result;
}

export function formatThroughput(label: string, t: Throughput): string {
  return `${label.padEnd(24)} requests ${String(t.requests).padStart(5)}  ${t.perSecond.toFixed(1).padStart(7)} req/s  p50 ${t.p50Ms.toFixed(2).padStart(8)} ms  p95 ${t.p95Ms.toFixed(2).padStart(8)} ms`;
}
