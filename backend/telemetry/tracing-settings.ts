// Read by instrumentation.ts and `npm run backend` before anything else starts: no "server-only".

/**
 * Whether and how to trace, from OpenTelemetry's own standard variables (they are the SDK's, so
 * not in platform/env.ts): tracing is on when an OTLP endpoint is set and OTEL_SDK_DISABLED is
 * not true; undefined means off, and then no SDK module is loaded at all (docs/decisions/0054).
 * The exporter itself reads the endpoint, headers, timeout and compression variables.
 */
export interface TracingSettings {
  /** OTLP over HTTP: protobuf (the standard's default) or JSON. */
  readonly protocol: "http/protobuf" | "http/json";
  readonly sampler: {
    readonly root: "always_on" | "always_off" | "traceidratio";
    /** A span whose caller's trace was sampled (traceparent) follows that decision. */
    readonly parentBased: boolean;
    /** For traceidratio: the share of traces kept, 0 to 1. */
    readonly ratio: number;
  };
}

type Environment = Readonly<Record<string, string | undefined>>;

const samplers: Record<string, Pick<TracingSettings["sampler"], "root" | "parentBased">> = {
  always_on: { root: "always_on", parentBased: false },
  always_off: { root: "always_off", parentBased: false },
  traceidratio: { root: "traceidratio", parentBased: false },
  parentbased_always_on: { root: "always_on", parentBased: true },
  parentbased_always_off: { root: "always_off", parentBased: true },
  parentbased_traceidratio: { root: "traceidratio", parentBased: true },
};

function set(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** The settings, undefined when tracing is off; throws naming the variable that is wrong. */
export function tracingSettings(environment: Environment = process.env): TracingSettings | undefined {
  if (set(environment.OTEL_SDK_DISABLED)?.toLowerCase() === "true") return undefined;
  const endpointName = set(environment.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)
    ? "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"
    : "OTEL_EXPORTER_OTLP_ENDPOINT";
  const endpoint = set(environment[endpointName]);
  if (!endpoint) return undefined;
  if (!/^https?:\/\//.test(endpoint) || !URL.canParse(endpoint))
    throw new Error(`${endpointName} must be an http(s) URL, such as http://collector:4318`);

  const protocolName = set(environment.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL)
    ? "OTEL_EXPORTER_OTLP_TRACES_PROTOCOL"
    : "OTEL_EXPORTER_OTLP_PROTOCOL";
  const protocol = set(environment[protocolName]) ?? "http/protobuf";
  if (protocol !== "http/protobuf" && protocol !== "http/json")
    throw new Error(`${protocolName} must be http/protobuf or http/json (grpc is not supported)`);

  const samplerName = set(environment.OTEL_TRACES_SAMPLER)?.toLowerCase() ?? "parentbased_always_on";
  const sampler = samplers[samplerName];
  if (!sampler) throw new Error(`OTEL_TRACES_SAMPLER must be one of ${Object.keys(samplers).join(", ")}`);
  const rawRatio = set(environment.OTEL_TRACES_SAMPLER_ARG);
  const ratio = rawRatio === undefined ? 1 : Number(rawRatio);
  if (!Number.isFinite(ratio) || ratio < 0 || ratio > 1)
    throw new Error("OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1");
  return { protocol, sampler: { ...sampler, ratio } };
}
