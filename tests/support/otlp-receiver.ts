import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";

/**
 * A local OTLP/HTTP receiver, as a collector listens on 4318: it takes POST /v1/traces and keeps
 * every body. Spans sent as JSON (OTEL_EXPORTER_OTLP_PROTOCOL=http/json) are read back; protobuf
 * bodies are kept as bytes (their strings are plain UTF-8 inside, enough to find a span name).
 */
export interface ReceivedSpan {
  readonly service: string;
  readonly traceId: string;
  readonly spanId: string;
  /** Empty for a trace's root span. */
  readonly parentSpanId: string;
  readonly name: string;
  /** OTLP's numbering: 1 internal, 2 server, 3 client. */
  readonly kind: number;
  readonly attributes: Readonly<Record<string, string | number | boolean>>;
}

export interface ReceivedRequest {
  readonly path: string;
  readonly contentType: string;
  readonly body: Buffer;
}

const anyValue = z
  .object({
    stringValue: z.string().optional(),
    intValue: z.union([z.string(), z.number()]).optional(),
    doubleValue: z.number().optional(),
    boolValue: z.boolean().optional(),
  })
  .loose();
const keyValues = z.array(z.object({ key: z.string(), value: anyValue })).default([]);
const exportRequest = z.object({
  resourceSpans: z.array(
    z.object({
      resource: z.object({ attributes: keyValues }).optional(),
      scopeSpans: z.array(
        z.object({
          spans: z.array(
            z.object({
              traceId: z.string(),
              spanId: z.string(),
              parentSpanId: z.string().optional(),
              name: z.string(),
              kind: z.number(),
              attributes: keyValues,
            }),
          ),
        }),
      ),
    }),
  ),
});

function attributeMap(pairs: z.infer<typeof keyValues>): Record<string, string | number | boolean> {
  return Object.fromEntries(
    pairs.map(({ key, value }) => [
      key,
      value.stringValue ??
        (value.intValue !== undefined ? Number(value.intValue) : undefined) ??
        value.doubleValue ??
        value.boolValue ??
        "",
    ]),
  );
}

export async function startOtlpReceiver(): Promise<{
  /** The endpoint to give OTEL_EXPORTER_OTLP_ENDPOINT (the exporter adds /v1/traces). */
  readonly url: string;
  readonly requests: readonly ReceivedRequest[];
  /** Every span received as JSON so far. */
  spans(): ReceivedSpan[];
  close(): Promise<void>;
}> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      requests.push({
        path: req.url ?? "",
        contentType: req.headers["content-type"] ?? "",
        body: Buffer.concat(chunks),
      });
      const json = (req.headers["content-type"] ?? "").includes("json");
      res.writeHead(req.method === "POST" && req.url === "/v1/traces" ? 200 : 404, {
        "content-type": json ? "application/json" : "application/x-protobuf",
      });
      // An empty ExportTraceServiceResponse: full success.
      res.end(json ? "{}" : undefined);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    requests,
    spans: () =>
      requests
        .filter((request) => request.contentType.includes("json"))
        .flatMap((request) => exportRequest.parse(JSON.parse(request.body.toString("utf8"))).resourceSpans)
        .flatMap((resourceSpans) => {
          const service = String(
            attributeMap(resourceSpans.resource?.attributes ?? [])["service.name"] ?? "",
          );
          return resourceSpans.scopeSpans.flatMap((scope) =>
            scope.spans.map((span) => ({
              service,
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId ?? "",
              name: span.name,
              kind: span.kind,
              attributes: attributeMap(span.attributes),
            })),
          );
        }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** True when `span` lies beneath `ancestor` in the trace, however deep. */
export function descendsFrom(
  span: ReceivedSpan,
  ancestor: ReceivedSpan,
  all: readonly ReceivedSpan[],
): boolean {
  const byId = new Map(all.filter((s) => s.traceId === span.traceId).map((s) => [s.spanId, s]));
  let parentId = span.parentSpanId;
  for (let depth = 0; parentId && depth < 100; depth += 1) {
    if (parentId === ancestor.spanId) return true;
    parentId = byId.get(parentId)?.parentSpanId ?? "";
  }
  return false;
}
