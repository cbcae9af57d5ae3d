import type { Instrumentation } from "next";

/**
 * Runs once when the server starts: starts tracing when an OTLP endpoint is set and opens the
 * page metrics to the server script (docs/decisions/0054), starts the embedded identity
 * provider for SSO partners that have none of their own, opens and warms the database so the
 * first visitor does not pay PGlite's start-up (seconds), and starts the periodic jobs
 * (backend/jobs/start-jobs.ts).
 * Never during `next build`, whose parallel workers must not open the data directory.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { env, isProduction } = await import("@/platform/env");
  const { tracingSettings } = await import("@/backend/telemetry/tracing-settings");
  // A missing or malformed setting stops the start here, naming it: Next only logs an error
  // thrown by this hook and goes on serving, which would put an instance with no session secret
  // or no partner origin behind the load balancer.
  let tracing: ReturnType<typeof tracingSettings>;
  try {
    env();
    tracing = tracingSettings();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  // Which background the maps draw (decision 0067), so a deployment that meant to set tiles sees it.
  const [{ logger }, { mapSourceLine }] = await Promise.all([
    import("@/platform/logger"),
    import("@/lib/server/map-source"),
  ]);
  logger.info(mapSourceLine());
  // Before anything is served, so Next draws its spans from the first request. Without an
  // endpoint the SDK is not even loaded.
  if (tracing) {
    const { startTracing } = await import("@/backend/telemetry/start-tracing");
    await startTracing(tracing, { role: "web" });
  }
  // scripts/serve.mjs observes page requests into the registry GET /api/metrics serves.
  const { receivePageMetrics } = await import("@/backend/metrics/registry");
  receivePageMetrics();
  // Another service answers /api (REWARDS_API_URL) and runs the jobs and the local identity
  // provider; this process still reads the shared database for its pages (decision 0056).
  const apiElsewhere = Boolean(env().REWARDS_API_URL);
  if (!isProduction() && !apiElsewhere) {
    const { startLocalIdentityProvider } = await import("@/backend/sso/start-local-identity-provider");
    await startLocalIdentityProvider();
  }
  const { getDb } = await import("@/backend/db/client");
  const db = await getDb();
  if (isProduction()) {
    // Production never migrates on start (npm run db:migrate is the release step): an older
    // schema is refused here, before any request is served.
    const { schemaStatus } = await import("@/backend/db/migrate");
    const status = await schemaStatus(db);
    if (status.pending > 0) {
      console.error(
        `The database lacks ${String(status.pending)} migrations: run npm run db:migrate before starting this version.`,
      );
      process.exit(1);
    }
  }
  // Mail delivery, award settlement, pruning, no-shows and the VIP batch (backend/jobs): an
  // instance that cannot start them would take bookings whose mail nobody sends, so it stops.
  // With the API elsewhere, that backend runs them.
  if (apiElsewhere) return;
  try {
    const { startJobs } = await import("@/backend/jobs/start-jobs");
    await startJobs(db);
  } catch (error) {
    console.error(`The jobs could not start: ${error instanceof Error ? error.name : "unknown error"}`);
    process.exit(1);
  }
}

/**
 * Server errors Next catches (renders, route handlers, server actions, proxy.ts) into the JSON log
 * with the request's id (lib/server/request-error-report.ts). The API's own errors never reach
 * here: its error handler answers them and logs them with the same id.
 */
export async function onRequestError(...report: Parameters<Instrumentation.onRequestError>): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { reportRequestError } = await import("@/lib/server/request-error-report");
  reportRequestError(...report);
}
