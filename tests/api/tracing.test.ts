import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDbKinds } from "@/backend/db/testing";
import { awardSettlement } from "@/backend/jobs/award-settlement";
import { runJob } from "@/backend/jobs/run-job";
import { startTracing, type Tracing } from "@/backend/telemetry/start-tracing";
import { tracer } from "@/backend/telemetry/tracer";
import { tracingSettings } from "@/backend/telemetry/tracing-settings";
import { descendsFrom, startOtlpReceiver, type ReceivedSpan } from "../support/otlp-receiver";
import { createTestApi, Visitor, type TestApi } from "./support";

// Traces leave over OTLP/HTTP to a collector; here a local receiver takes them as JSON, as an
// operator's collector would (docs/decisions/0054). PostgreSQL too: node-postgres's statements
// are traced through another wrapper than PGlite's (backend/db/traced-driver.ts).
const kinds = testDbKinds({ dialectMatters: true });

let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let tracing: Tracing;

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  vi.stubEnv("OTEL_EXPORTER_OTLP_ENDPOINT", receiver.url);
  vi.stubEnv("OTEL_EXPORTER_OTLP_PROTOCOL", "http/json");
  const settings = tracingSettings();
  if (!settings) throw new Error("tracing should be on with an endpoint set");
  tracing = await startTracing(settings, { role: "backend" });
});
afterAll(async () => {
  await tracing.shutdown();
  await receiver.close();
  vi.unstubAllEnvs();
});

/** What the receiver holds once every finished span was sent. */
async function received(): Promise<ReceivedSpan[]> {
  await tracing.forceFlush();
  return receiver.spans();
}

const isStatement = (span: ReceivedSpan) => span.attributes["db.system.name"] === "postgresql";
/** OTLP's span kinds. */
const serverKind = 2;
const clientKind = 3;

describe.each(kinds)("traces on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 5 });
  });
  afterAll(async () => {
    await api.close();
  });

  it("one search is one trace: the request's span, and its database statements beneath it", async () => {
    const term = `Zanzibar${kind}quux`;
    const response = await new Visitor(api).call(
      `/api/v2/Merchants/Search?location=41.85,-87.6779&restaurantOrCuisine=${term}&pageSize=5`,
    );
    expect(response.status).toBe(200);
    const requestId = response.headers.get("x-request-id");
    const spans = await received();
    const request = spans.find((span) => span.attributes["rewards.request_id"] === requestId);
    expect(request).toMatchObject({
      service: "dining-rewards-backend",
      name: "GET /api/v2/Merchants/Search",
      kind: serverKind,
      parentSpanId: "",
      attributes: { "http.route": "/api/v2/Merchants/Search", "http.response.status_code": 200 },
    });
    if (!request) return;
    const statements = spans.filter((span) => isStatement(span) && span.traceId === request.traceId);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(descendsFrom(statement, request, spans)).toBe(true);
      expect(statement.kind).toBe(clientKind);
    }
    expect(statements.some((span) => /\bmerchants\b/.test(String(span.attributes["db.query.text"])))).toBe(
      true,
    );
    // The statement as written, with its placeholders: never the visitor's search words.
    expect(receiver.requests.map((request) => request.body.toString("utf8")).join("\n")).not.toContain(term);
  });

  it("statements in a transaction, and callers waiting for a connection, keep their own parent", async () => {
    const { db } = api.testDb;
    const parents = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        tracer().startActiveSpan(`caller ${kind} ${String(index)}`, async (span) => {
          // More callers than the test pool's connections: most wait for one to be free.
          await db.execute(sql`select pg_sleep(0.02)`);
          await db.transaction(async (tx) => {
            await tx.execute(sql`select pg_sleep(0.01)`);
            await tx.execute(sql`select ${index}::int as caller`);
          });
          span.end();
          return span.spanContext().spanId;
        }),
      ),
    );
    const spans = await received();
    for (const parentId of parents) {
      const statements = spans.filter((span) => span.parentSpanId === parentId && isStatement(span));
      expect(statements.filter((span) => span.name === "SELECT")).toHaveLength(3);
    }
  });

  it("a job's run is a trace of its own, with its statements beneath it", async () => {
    const { db } = api.testDb;
    const before = receiver.spans().length;
    await runJob(awardSettlement, db);
    const spans = await received();
    const job = spans.slice(before).find((span) => span.name === "job award-settlement");
    expect(job?.parentSpanId).toBe("");
    if (!job) return;
    // The settlement's one statement (`with settled as (update …) insert into award_history …`,
    // decision 0063) and the run's record in job_runs.
    const statements = spans.filter((span) => isStatement(span) && span.parentSpanId === job.spanId);
    expect(statements.map((span) => span.name).sort()).toEqual(["INSERT", "WITH"]);
  });
});
