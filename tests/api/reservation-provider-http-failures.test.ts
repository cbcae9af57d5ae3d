import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/backend/db/testing";
import { builtInReservationProvider } from "@/backend/reservations/built-in-provider";
import { httpReservationProvider } from "@/backend/reservations/http-provider";
import { createProviderApi } from "@/backend/reservations/provider-api";
import { providerRefusal } from "@/tests/support/provider-refusal";
import { captureOutput, jsonLines } from "./log-capture";

const request = { restaurantId: "m-000001", date: "2030-01-10", time: "19:00", partySize: 2 };

async function codeOf(call: Promise<unknown>): Promise<string> {
  return (await providerRefusal(call)).code;
}

/**
 * What the adapter makes of a provider that misbehaves: slow, malformed, failing or refusing the
 * token. A small stand-in API on a real port plays the misbehaving provider.
 */
describe("the HTTP adapter when the provider misbehaves", () => {
  let server: ReturnType<typeof serve>;
  let baseUrl: string;
  const seenAuthorization: (string | undefined)[] = [];

  beforeAll(async () => {
    const stand = new Hono();
    stand.get("/slow/v1/restaurants/:id/availability", async (c) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      return c.json({ restaurantId: "m-000001", date: request.date, partySize: 2, slots: [] });
    });
    stand.get("/malformed/v1/restaurants/:id/availability", (c) => c.json({ slots: "19:00" }));
    stand.get("/failing/v1/restaurants/:id/availability", (c) => c.text("upstream down", 502));
    stand.get("/refusing/v1/restaurants/:id/availability", (c) => {
      seenAuthorization.push(c.req.header("authorization"));
      return c.json({ error: { code: "time_too_soon", message: "Too soon" } }, 422);
    });
    stand.get("/refusing/v1/reservations/:number", (c) =>
      c.json({ error: { code: "not_found", message: "No such booking" } }, 404),
    );
    server = await new Promise((resolve) => {
      const started = serve({ fetch: stand.fetch, port: 0, hostname: "127.0.0.1" }, () => {
        resolve(started);
      });
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
  });

  it("treats a provider slower than the timeout as unavailable", async () => {
    const provider = httpReservationProvider({ baseUrl: `${baseUrl}/slow`, timeoutMs: 100 });
    expect(await codeOf(provider.availability(request))).toBe("unavailable");
  });

  it("treats an answer that breaks the contract, or a failure without a refusal body, as unavailable", async () => {
    expect(
      await codeOf(httpReservationProvider({ baseUrl: `${baseUrl}/malformed` }).availability(request)),
    ).toBe("unavailable");
    expect(
      await codeOf(httpReservationProvider({ baseUrl: `${baseUrl}/failing` }).availability(request)),
    ).toBe("unavailable");
  });

  it("treats a provider that cannot be reached as unavailable", async () => {
    const provider = httpReservationProvider({ baseUrl: "http://127.0.0.1:9" });
    expect(await codeOf(provider.availability(request))).toBe("unavailable");
  });

  it("passes the provider's refusal code on, sends the bearer token, and reads 404 on get as none", async () => {
    const provider = httpReservationProvider({
      baseUrl: `${baseUrl}/refusing`,
      token: "a-provider-token-123",
    });
    expect(await codeOf(provider.availability(request))).toBe("time_too_soon");
    expect(seenAuthorization).toEqual(["Bearer a-provider-token-123"]);
    expect(await provider.get("RS-ABCDEFG")).toBeNull();
  });
});

describe("the provider API's own gate and validation", () => {
  let testDb: TestDb;
  let api: ReturnType<typeof createProviderApi>;

  beforeAll(async () => {
    testDb = await createTestDb("pglite", { merchants: 20 });
    api = createProviderApi({
      provider: builtInReservationProvider(testDb.db),
      token: "the-right-token-123",
    });
  });
  afterAll(async () => {
    await testDb.close();
  });

  it("answers 401 without the bearer token, and the adapter reports that as unavailable", async () => {
    const response = await api.request(`/provider/v1/reservations/RS-ABCDEFG`);
    expect(response.status).toBe(401);
    const wrong = await api.request(`/provider/v1/reservations/RS-ABCDEFG`, {
      headers: { authorization: "Bearer the-wrong-token-12" },
    });
    expect(wrong.status).toBe(401);
    const adapter = httpReservationProvider({
      baseUrl: "http://provider.internal/provider",
      token: "the-wrong-token-12",
      fetch: async (input, init) => api.request(input instanceof Request ? input : input.toString(), init),
    });
    expect(await codeOf(adapter.get("RS-ABCDEFG"))).toBe("unavailable");
  });

  it("answers 413 to a body over 16 KiB, declared or streamed, without logging a failure", async () => {
    const auth = { authorization: "Bearer the-right-token-123", "content-type": "application/json" };
    const oversized = () => JSON.stringify({ ...request, padding: "x".repeat(20 * 1024) });
    const output = captureOutput();
    const declared = await api.request(`/provider/v1/reservations`, {
      method: "POST",
      headers: auth,
      body: oversized(),
    });
    // No Content-Length: the limit counts the bytes as they arrive.
    const streamed = await api.request(`/provider/v1/reservations`, {
      method: "POST",
      headers: auth,
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(oversized()));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    output.stop();
    for (const response of [declared, streamed]) {
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        error: { code: "too_large", message: "The request body is too large" },
      });
    }
    expect(jsonLines(output.lines).filter((line) => line.level === "error")).toEqual([]);
  });

  it("answers 400 with field messages for a malformed request", async () => {
    const auth = { authorization: "Bearer the-right-token-123" };
    const query = await api.request(
      `/provider/v1/restaurants/m-000001/availability?date=tomorrow&time=7pm&partySize=two`,
      {
        headers: auth,
      },
    );
    expect(query.status).toBe(400);
    const body = (await query.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("invalid_request");
    expect(Object.keys(body.error.fields).sort()).toEqual(["date", "partySize", "time"]);

    const book = await api.request(`/provider/v1/reservations`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: "{not json",
    });
    expect(book.status).toBe(400);
    const guestless = await api.request(`/provider/v1/reservations`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ ...request, guest: { firstName: "", lastName: "X", email: "no", phone: "1" } }),
    });
    expect(guestless.status).toBe(400);
    const fields = ((await guestless.json()) as { error: { fields: Record<string, string> } }).error.fields;
    expect(fields).toMatchObject({
      "guest.firstName": "Enter a first name",
      "guest.email": "Enter a valid email",
    });
  });
});
