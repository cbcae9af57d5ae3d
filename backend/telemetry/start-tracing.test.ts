import { afterEach, describe, expect, it, vi } from "vitest";
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
});
