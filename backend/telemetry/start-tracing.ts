import "server-only";
import { context, diag, DiagLogLevel, propagation, trace, type DiagLogFunction } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import {
  defaultResource,
  detectResources,
  resourceAttributesEnvDetector,
  resourceFromAttributes,
  serviceNameEnvDetector,
} from "@opentelemetry/resources";
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
  type Sampler,
  type SpanExporter,
} from "@opentelemetry/sdk-trace";
import { logger } from "@/platform/logger";
import { onShutdown } from "../shutdown/hooks";
import { queryFreeSpans } from "./query-free-spans";
import type { TracingSettings } from "./tracing-settings";

/**
 * The OpenTelemetry SDK, started only when tracing is on: instrumentation.ts and `npm run backend`
 * import this module only then (docs/decisions/0054). Registers the tracer provider every tracer
 * of the process reports to (ours in backend/telemetry/tracer.ts and Next's own, which draws
 * page renders, route handlers and fetches once a provider exists), the context manager that
 * carries the active span across awaits, and W3C trace context for `traceparent` headers.
 * Spans leave in batches over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (+ /v1/traces).
 */
export interface Tracing {
  /** Sends every finished span now (tests; a stopping process). */
  forceFlush(): Promise<void>;
  /** Sends what is left, then turns tracing off for the process. */
  shutdown(): Promise<void>;
}

function sampler(settings: TracingSettings["sampler"]): Sampler {
  const root =
    settings.root === "always_on"
      ? new AlwaysOnSampler()
      : settings.root === "always_off"
        ? new AlwaysOffSampler()
        : new TraceIdRatioBasedSampler(settings.ratio);
  return settings.parentBased ? new ParentBasedSampler({ root }) : root;
}

async function exporter(protocol: TracingSettings["protocol"]): Promise<SpanExporter> {
  const { OTLPTraceExporter } =
    protocol === "http/json"
      ? await import("@opentelemetry/exporter-trace-otlp-http")
      : await import("@opentelemetry/exporter-trace-otlp-proto");
  return new OTLPTraceExporter();
}

/** The SDK's own complaints (a collector that does not answer) as warnings in the JSON log. */
function diagnosticsToLog(): void {
  const warn: DiagLogFunction = (message) => {
    logger.warn("Tracing: the OpenTelemetry SDK reported a problem", { detail: message.slice(0, 300) });
  };
  const ignore: DiagLogFunction = () => undefined;
  diag.setLogger({ error: warn, warn, info: ignore, debug: ignore, verbose: ignore }, DiagLogLevel.WARN);
}

/** `role` names the process in traces (service.name, unless OTEL_SERVICE_NAME says otherwise). */
export async function startTracing(
  settings: TracingSettings,
  options: { role: "web" | "backend" },
): Promise<Tracing> {
  diagnosticsToLog();
  const provider = new TracerProvider({
    resource: defaultResource()
      .merge(resourceFromAttributes({ "service.name": `dining-rewards-${options.role}` }))
      // OTEL_RESOURCE_ATTRIBUTES, then OTEL_SERVICE_NAME, which wins over a service.name in it.
      .merge(detectResources({ detectors: [resourceAttributesEnvDetector, serviceNameEnvDetector] })),
    sampler: sampler(settings.sampler),
    spanProcessors: [queryFreeSpans, new BatchSpanProcessor({ exporter: await exporter(settings.protocol) })],
  });
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  let stopped: Promise<void> | undefined;
  const tracing: Tracing = {
    forceFlush: () => provider.forceFlush(),
    shutdown: () =>
      (stopped ??= provider.shutdown().finally(() => {
        trace.disable();
        propagation.disable();
        context.disable();
        diag.disable();
      })),
  };
  onShutdown(() => tracing.shutdown());
  logger.info("Tracing on", { protocol: settings.protocol });
  return tracing;
}
