import { isSpanContextValid, trace, TraceFlags } from "@opentelemetry/api";

/**
 * The id of the trace the current work is recorded in, for a log line to cite: only when tracing
 * is on and this trace is sampled, so a log line never points at a trace nobody kept
 * (docs/decisions/0054). Undefined otherwise, and pino leaves the field out.
 */
export function sampledTraceId(): string | undefined {
  const span = trace.getActiveSpan()?.spanContext();
  return span && isSpanContextValid(span) && (span.traceFlags & TraceFlags.SAMPLED) !== 0
    ? span.traceId
    : undefined;
}
