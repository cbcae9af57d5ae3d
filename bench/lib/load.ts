import http from "node:http";

/** What one load run measured. */
export interface LoadResult {
  readonly label: string;
  readonly requests: number;
  readonly failures: number;
  /** Requests with no answer within the timeout (counted among the failures too). */
  readonly timeouts: number;
  /** Answers 503 (a full database queue's fast refusal), counted among the failures too. */
  readonly refused: number;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly p99Ms: number;
}

interface LoadOptions {
  readonly label: string;
  readonly port: number;
  /** One path, several taken in turn (many merchant pages, say), or the nth request's path. */
  readonly path: string | readonly string[] | ((n: number) => string);
  readonly host: string;
  readonly requests: number;
  /** When set, clients keep asking for this long instead of stopping after `requests`. */
  readonly durationMs?: number;
  readonly concurrency: number;
  /** A request unanswered this long is a timeout (30 s, as a browser or crawler gives up). */
  readonly timeoutMs?: number;
}

// One socket per client: `concurrency` decides how many connections the server sees.
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

interface Outcome {
  readonly ms: number;
  readonly ok: boolean;
  readonly timedOut: boolean;
  /** 0 when no answer came. */
  readonly status: number;
}

/** One GET with an explicit Host header (Node cannot resolve *.localhost); resolves with its duration. */
function timedGet(port: number, path: string, host: string, timeoutMs = 30_000): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get({ host: "127.0.0.1", port, path, headers: { host }, agent }, (res) => {
      res.resume();
      res.on("end", () => {
        const status = res.statusCode ?? 500;
        resolve({ ms: performance.now() - started, ok: status < 400, timedOut: false, status });
      });
    });
    req.setTimeout(timeoutMs, () => {
      req.destroy();
      resolve({ ms: performance.now() - started, ok: false, timedOut: true, status: 0 });
    });
    req.on("error", () => {
      resolve({ ms: performance.now() - started, ok: false, timedOut: false, status: 0 });
    });
  });
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/**
 * A bounded closed-loop load: `concurrency` clients share `requests` GETs, or keep asking for
 * `durationMs`, then it stops.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const durations: number[] = [];
  let failures = 0;
  let timeouts = 0;
  let refused = 0;
  let issued = 0;
  const started = performance.now();
  const deadline = options.durationMs === undefined ? undefined : started + options.durationMs;
  const more = () => (deadline === undefined ? issued < options.requests : performance.now() < deadline);
  const { path: pathOption } = options;
  const pathOf =
    typeof pathOption === "function"
      ? pathOption
      : (n: number) =>
          typeof pathOption === "string" ? pathOption : (pathOption[n % pathOption.length] ?? "/");
  const client = async (): Promise<void> => {
    while (more()) {
      const path = pathOf(issued);
      issued += 1;
      const { ms, ok, timedOut, status } = await timedGet(
        options.port,
        path,
        options.host,
        options.timeoutMs,
      );
      durations.push(ms);
      if (!ok) failures += 1;
      if (timedOut) timeouts += 1;
      if (status === 503) refused += 1;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  return {
    label: options.label,
    requests: durations.length,
    failures,
    timeouts,
    refused,
    requestsPerSecond: durations.length / seconds,
    p50Ms: percentile(durations, 50),
    p95Ms: percentile(durations, 95),
    p99Ms: percentile(durations, 99),
  };
}

export function formatResult(r: LoadResult): string {
  return `${r.label.padEnd(28)} ${r.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${r.p50Ms.toFixed(1).padStart(7)} ms  p95 ${r.p95Ms.toFixed(1).padStart(7)} ms  p99 ${r.p99Ms.toFixed(1).padStart(7)} ms  failures ${r.failures} (timeouts ${r.timeouts}, 503 ${r.refused})`;
}

/** "ratio merchant/static: throughput 0.81x, p95 1.90x": the figure that compares across machines. */
export function formatRatio(name: string, measured: LoadResult, baseline: LoadResult): string {
  return (
    `ratio ${name}/static: throughput ${(measured.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}x, ` +
    `p95 ${(measured.p95Ms / baseline.p95Ms).toFixed(2)}x`
  );
}

/** Wait until the server answers, or give up after `timeoutMs`. */
export async function waitForServer(port: number, host: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { ok } = await timedGet(port, "/api/DefaultUserLocation", host, 10_000);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`Server on port ${port} did not answer within ${timeoutMs} ms`);
}
