import { describe, expect, it } from "vitest";
import { tracingSettings } from "./tracing-settings";

const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" };

describe("tracingSettings", () => {
  it("is off without an OTLP endpoint, or when the SDK is disabled", () => {
    expect(tracingSettings({})).toBeUndefined();
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: " " })).toBeUndefined();
    expect(tracingSettings({ ...endpoint, OTEL_SDK_DISABLED: "true" })).toBeUndefined();
  });

  it("is on with either endpoint: protobuf, every trace kept unless the caller's was dropped", () => {
    const expected = {
      protocol: "http/protobuf",
      sampler: { root: "always_on", parentBased: true, ratio: 1 },
    };
    expect(tracingSettings(endpoint)).toEqual(expected);
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "https://collector/v1/traces" })).toEqual(
      expected,
    );
  });

  it("takes JSON and the standard samplers", () => {
    expect(
      tracingSettings({
        ...endpoint,
        OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
        OTEL_TRACES_SAMPLER: "parentbased_traceidratio",
        OTEL_TRACES_SAMPLER_ARG: "0.25",
      }),
    ).toEqual({ protocol: "http/json", sampler: { root: "traceidratio", parentBased: true, ratio: 0.25 } });
    expect(tracingSettings({ ...endpoint, OTEL_TRACES_SAMPLER: "always_off" })?.sampler).toEqual({
      root: "always_off",
      parentBased: false,
      ratio: 1,
    });
  });

  it("refuses what it cannot do, naming the variable", () => {
    expect(() => tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: "collector:4318" })).toThrow(
      "OTEL_EXPORTER_OTLP_ENDPOINT",
    );
    expect(() => tracingSettings({ ...endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: "grpc" })).toThrow(
      "OTEL_EXPORTER_OTLP_PROTOCOL",
    );
    expect(() => tracingSettings({ ...endpoint, OTEL_TRACES_SAMPLER: "jaeger_remote" })).toThrow(
      "OTEL_TRACES_SAMPLER",
    );
    expect(() => tracingSettings({ ...endpoint, OTEL_TRACES_SAMPLER_ARG: "2" })).toThrow(
      "OTEL_TRACES_SAMPLER_ARG",
    );
  });
});
