import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { impressions } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { errorAnswer, answer, createTestApi, Visitor, type TestApi } from "./support";
import { impressionsResponseSchema } from "@/shared/contracts/impressions";

const event = (extra: Record<string, unknown> = {}) => ({
  channel: "web",
  dateTime: "2026-11-22T10:00:00.000Z",
  userAgent: "Mozilla/5.0 vitest",
  event: "page_view",
  ...extra,
});

describe.each(testDbKinds())("POST /api/Impressions on %s", (kind) => {
  let api: TestApi;
  let visitor: Visitor;
  let token: string;
  beforeAll(async () => {
    api = await createTestApi(kind);
    visitor = new Visitor(api, "greenleaf.localhost:3000");
    token = await visitor.csrfToken();
  });
  afterAll(async () => {
    await api.close();
  });

  const post = (body: { json?: unknown; body?: string }) =>
    visitor.call("/api/Impressions", {
      method: "POST",
      ...body,
      headers: { "X-XSRF-TOKEN": token, "content-type": "application/json" },
    });

  it("stores the events for the partner, extra fields included", async () => {
    const response = await post({
      json: [event({ path: "/merchants/m-000001", merchantId: "m-000001", source: "card" })],
    });
    expect(response.status).toBe(202);
    expect(await answer(response, impressionsResponseSchema)).toEqual({ accepted: 1 });
    const rows = await api.testDb.db.select().from(impressions).where(eq(impressions.merchantId, "m-000001"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.partnerCode).toBe("greenleaf");
    expect(rows[0]?.payload).toMatchObject({ source: "card" });
  });

  it("answers malformed JSON with 400", async () => {
    const response = await post({ body: "{not json" });
    expect(response.status).toBe(400);
    expect((await errorAnswer(response)).error).toMatch(/json/i);
  });

  it("answers an invalid event with 400 and a message per field", async () => {
    const response = await post({
      json: [{ channel: "email", dateTime: "yesterday", userAgent: "", event: "" }],
    });
    expect(response.status).toBe(400);
    const body = await errorAnswer(response);
    expect(body.error).toBe("Invalid request");
    expect(Object.keys(body.fields ?? {}).sort()).toEqual([
      "0.channel",
      "0.dateTime",
      "0.event",
      "0.userAgent",
    ]);
    expect(body.fields?.["0.dateTime"]).toBe("dateTime must be an ISO date-time");
  });

  it("refuses an empty batch and an oversized one", async () => {
    expect((await post({ json: [] })).status).toBe(400);
    expect((await post({ json: Array.from({ length: 51 }, () => event()) })).status).toBe(400);
    expect((await post({ json: { not: "an array" } })).status).toBe(400);
  });
});
