import "server-only";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { pageMetricsGlobalKey, type PageMetricsObserver } from "@/platform/page-metrics-observer.mjs";

/**
 * The process's Prometheus metrics, served by GET /api/metrics. One registry per process, kept on
 * globalThis so Next's module copies share it. Labels are route patterns and outcomes, never ids.
 */
interface Metrics {
  readonly registry: Registry;
  readonly requests: Counter<"method" | "route" | "status">;
  readonly requestSeconds: Histogram<"method" | "route" | "status">;
  readonly pageRequestSeconds: Histogram<"method" | "kind" | "status" | "cache">;
  readonly rateLimited: Counter<"bucket">;
  readonly memberEvents: Counter<"event">;
  readonly searchSeconds: Histogram;
  readonly identityProviderUp: Gauge<"issuer" | "partners">;
  readonly databaseRefused: Counter<"reason">;
}

const holder = globalThis as typeof globalThis & { __rewardsMetrics?: Metrics };

function create(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "rewards_" });
  return {
    registry,
    requests: new Counter({
      name: "rewards_http_requests_total",
      help: "API requests by route pattern and status",
      labelNames: ["method", "route", "status"],
      registers: [registry],
    }),
    requestSeconds: new Histogram({
      name: "rewards_http_request_duration_seconds",
      help: "API request latency by route pattern and status",
      labelNames: ["method", "route", "status"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    // Observed by scripts/serve.mjs (lib/server/page-request-log.mjs) through receivePageMetrics.
    pageRequestSeconds: new Histogram({
      name: "rewards_page_request_duration_seconds",
      help: "Requests the server answers without the API (pages, page data, actions, static files), by kind, status and page-cache outcome",
      labelNames: ["method", "kind", "status", "cache"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    rateLimited: new Counter({
      name: "rewards_rate_limit_rejections_total",
      help: "Requests refused with 429, by limit",
      labelNames: ["bucket"],
      registers: [registry],
    }),
    memberEvents: new Counter({
      name: "rewards_member_events_total",
      help: "Sign-ins, sign-ups and cards linked",
      labelNames: ["event"],
      registers: [registry],
    }),
    searchSeconds: new Histogram({
      name: "rewards_merchant_search_duration_seconds",
      help: "Merchant search latency, database included",
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    // Per provider, not per request: an issuer's origin and the partners signing in there. The
    // scraper holds METRICS_TOKEN, so the origin (never a path or credentials) may be named.
    identityProviderUp: new Gauge({
      name: "rewards_identity_provider_up",
      help: "1 when the SSO identity provider answered its discovery document at the last check, 0 when not",
      labelNames: ["issuer", "partners"],
      registers: [registry],
    }),
    databaseRefused: new Counter({
      name: "rewards_db_gate_refused_total",
      help: "Searches answered 503 by the database gate: queue full, or the wait ran out (docs/decisions/0062)",
      labelNames: ["reason"],
      registers: [registry],
    }),
  };
}

export function metrics(): Metrics {
  holder.__rewardsMetrics ??= create();
  return holder.__rewardsMetrics;
}

/**
 * Lets scripts/serve.mjs, which runs outside Next's bundles and cannot import prom-client in the
 * image, observe page requests into this registry: called once when the server starts
 * (instrumentation.ts). docs/decisions/0054.
 */
export function receivePageMetrics(): void {
  const observe: PageMetricsObserver = (labels, seconds) => {
    metrics().pageRequestSeconds.observe(labels, seconds);
  };
  (globalThis as { [pageMetricsGlobalKey]?: PageMetricsObserver })[pageMetricsGlobalKey] = observe;
}

export function observeRequest(
  labels: { method: string; route: string; status: number },
  seconds: number,
): void {
  const values = { method: labels.method, route: labels.route, status: String(labels.status) };
  metrics().requests.inc(values);
  metrics().requestSeconds.observe(values, seconds);
}

export type MemberEvent = "sign-in" | "sign-up" | "card-linked";

export function countMemberEvent(event: MemberEvent): void {
  metrics().memberEvents.inc({ event });
}

export function countRateLimited(bucket: string): void {
  metrics().rateLimited.inc({ bucket });
}

export function observeSearch(seconds: number): void {
  metrics().searchSeconds.observe(seconds);
}

/** Connection-pool figures of the PostgreSQL pool, when this process has one. */
export interface PoolStats {
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
}

let poolStats: (() => PoolStats) | undefined;

/** Called by the database client when it opens a PostgreSQL pool. */
export function reportPool(stats: () => PoolStats): void {
  poolStats = stats;
  const registry = metrics().registry;
  if (registry.getSingleMetric("rewards_db_pool_connections")) return;
  new Gauge({
    name: "rewards_db_pool_connections",
    help: "PostgreSQL pool connections by state (in use, idle, requests waiting for one)",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const current = poolStats?.();
      if (!current) return;
      this.set({ state: "in_use" }, current.total - current.idle);
      this.set({ state: "idle" }, current.idle);
      this.set({ state: "waiting" }, current.waiting);
    },
  });
}

export function countDatabaseRefused(reason: "queue-full" | "wait-expired"): void {
  metrics().databaseRefused.inc({ reason });
}

let gateStats: (() => { active: number; waiting: number }) | undefined;

/** Called once the process's database gate exists (backend/middleware/database-slot.ts, docs/decisions/0062). */
export function reportDatabaseGate(stats: () => { active: number; waiting: number }): void {
  gateStats = stats;
  const registry = metrics().registry;
  if (registry.getSingleMetric("rewards_db_gate_requests")) return;
  new Gauge({
    name: "rewards_db_gate_requests",
    help: "Searches holding a database slot (active) and waiting for one (waiting)",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const current = gateStats?.();
      if (!current) return;
      this.set({ state: "active" }, current.active);
      this.set({ state: "waiting" }, current.waiting);
    },
  });
}

export function recordIdentityProvider(labels: { issuer: string; partners: string }, up: boolean): void {
  metrics().identityProviderUp.set(labels, up ? 1 : 0);
}
