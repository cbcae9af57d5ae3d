import { afterEach, describe, expect, it, vi } from "vitest";
import { captureOutput, jsonLines } from "@/tests/api/log-capture";
import { startOtlpReceiver } from "@/tests/support/otlp-receiver";
import { startTracing } from "./start-tracing";
import { tracer } from "./tracer";
import { tracingSettings } from "./tracing-settings";

describe("startTracing", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("sends spans as protobuf to <endpoint>/v1/traces by default, named by OTEL_SERVICE_NAME when set", async () => {
    const receiver = await startOtlpReceiver();
    vi.stubEnv("OTEL_EXPORTER_OTLP_ENDPOINT", receiver.url);
    vi.stubEnv("OTEL_SERVICE_NAME", "rewards-web-eu1");
    const settings = tracingSettings();
    if (!settings) throw new Error("tracing should be on with an endpoint set");
    const tracing = await startTracing(settings, { role: "web" });
    try {
      tracer().startSpan("protobuf-check").end();
      await tracing.forceFlush();
    } finally {
      await tracing.shutdown();
      await receiver.close();
    }
    expect(receiver.requests).toHaveLength(1);
    const [request] = receiver.requests;
    expect(request?.path).toBe("/v1/traces");
    expect(request?.contentType).toBe("application/x-protobuf");
    // Protobuf keeps strings as UTF-8 bytes: the span and the service are in there.
    expect(request?.body.includes("protobuf-check")).toBe(true);
    expect(request?.body.includes("rewards-web-eu1")).toBe(true);
    expect(request?.body.includes("dining-rewards-web")).toBe(false);
  });

  it("sends no query: Next's request address loses it, even when written just before the end", async () => {
    const receiver = await startOtlpReceiver();
    vi.stubEnv("OTEL_EXPORTER_OTLP_ENDPOINT", receiver.url);
    vi.stubEnv("OTEL_EXPORTER_OTLP_PROTOCOL", "http/json");
    const settings = tracingSettings();
    if (!settings) throw new Error("tracing should be on with an endpoint set");
    const tracing = await startTracing(settings, { role: "web" });
    try {
      const span = tracer().startSpan("GET /search?location=41.85,-87.67", {
        attributes: { "http.target": "/search?location=41.85,-87.67&email=jane%40example.com" },
      });
      span.setAttribute("http.target", "/search?location=41.85,-87.67&email=jane%40example.com");
      span.setAttribute("url.query", "location=41.85,-87.67");
      span.end();
      await tracing.forceFlush();
    } finally {
      await tracing.shutdown();
      await receiver.close();
    }
    const [span] = receiver.spans();
    expect(span?.name).toBe("GET /search");
    expect(span?.attributes["http.target"]).toBe("/search");
    const sent = receiver.requests.map((request) => request.body.toString("utf8")).join("\n");
    expect(sent).not.toMatch(/41\.85|jane|location=/);
  });

  it("turns a collector that does not answer into a warning line, never an error for the app", async () => {
    const receiver = await startOtlpReceiver();
    await receiver.close();
    vi.stubEnv("OTEL_EXPORTER_OTLP_ENDPOINT", receiver.url);
    // The exporter retries a refused connection until this deadline, then gives the batch up.
    vi.stubEnv("OTEL_EXPORTER_OTLP_TIMEOUT", "1000");
    const settings = tracingSettings();
    if (!settings) throw new Error("tracing should be on with an endpoint set");
    const output = captureOutput();
    const warned = () =>
      jsonLines(output.lines).some(
        (line) =>
          line.level === "warn" && line.message === "Tracing: the OpenTelemetry SDK reported a problem",
      );
    try {
      const tracing = await startTracing(settings, { role: "web" });
      // A full batch (512 spans) leaves at once, as under load, instead of after 5 s.
      for (let index = 0; index < 512; index += 1) tracer().startSpan("lost").end();
      for (let wait = 0; wait < 100 && !warned(); wait += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      await tracing.shutdown();
    } finally {
      output.stop();
    }
    expect(warned()).toBe(true);
  });
});
