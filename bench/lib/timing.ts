/** Timings of repeated in-process calls. */
export interface Timing {
  readonly runs: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** Runs every task `runs` times, alternating between them, one call at a time. */
export async function timeRuns<K extends string>(
  runs: number,
  tasks: Record<K, () => Promise<unknown>>,
): Promise<Record<K, Timing>> {
  const names = Object.keys(tasks) as K[];
  const durations = new Map<K, number[]>(names.map((name) => [name, []]));
  for (let i = 0; i < runs; i += 1) {
    for (const name of names) {
      const started = performance.now();
      await tasks[name]();
      durations.get(name)?.push(performance.now() - started);
    }
  }
  const result = {} as Record<K, Timing>;
  for (const name of names) {
    const sorted = [...(durations.get(name) ?? [])].sort((a, b) => a - b);
    result[name] = { runs: sorted.length, p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95) };
  }
  return result;
}

export function formatTiming(label: string, t: Timing): string {
  return `${label.padEnd(24)} runs ${String(t.runs).padStart(4)}  p50 ${t.p50Ms.toFixed(2).padStart(8)} ms  p95 ${t.p95Ms.toFixed(2).padStart(8)} ms`;
}
