// Used by the database connection, which tsx scripts open too: no "server-only" guard here.
import { trace, type Tracer } from "@opentelemetry/api";

/**
 * The product's own spans (API requests, database queries, jobs) come from this tracer. Through
 * the OpenTelemetry API only: until startTracing registers a provider (OTEL_EXPORTER_OTLP_ENDPOINT
 * set) it is the API's no-op tracer, and a span costs a function call (docs/decisions/0054).
 */
export function tracer(): Tracer {
  return trace.getTracer("dining-rewards");
}
