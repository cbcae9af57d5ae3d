import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDb, type TestDb } from "@/backend/db/testing";
import { createWorkGate } from "@/backend/db/work-gate";
import { metrics } from "@/backend/metrics/registry";
import { errorAnswer, testApiOn, Visitor } from "./support";

// When the database is saturated, a request beyond the bounded queue gets a fast 503 with
// Retry-After instead of waiting without limit, and the queued ones still complete
// (backend/middleware/database-slot.ts, docs/decisions/0062). No timed assertion: "fast" is shown by order,
// the refusal arrives while the queued requests are still waiting.

const search = "/api/v2/Merchants/Search?location=41.85,-87.6779&pageSize=5";

/** Refusals counted for operators (GET /api/metrics) with this reason, in this test file's process. */
async function refusals(reason: string): Promise<number> {
  const { values } = await metrics().databaseRefused.get();
  return values.find((value) => value.labels.reason === reason)?.value ?? 0;
}

describe("The database gate in front of the search's database work", () => {
  let testDb: TestDb;

  beforeAll(async () => {
    testDb = await createTestDb("pglite", { merchants: 10 });
  });
  afterAll(async () => {
    await testDb.close();
  });

  it("refuses the request beyond the queue at once with 503 and Retry-After, and serves the queued one", async () => {
    // One slot, one place in the queue, and a deadline far longer than the test.
    const gate = createWorkGate({ limit: 1, queue: 1, waitMs: 60_000 });
    const api = testApiOn(testDb, { databaseGate: gate });
    // A query holds the only slot, as a slow search would.
    const leaveHeld = await gate.enter();
    const held = testDb.db.execute(sql`select pg_sleep(0.05)`);

    const queued = new Visitor(api).call(search);
    await vi.waitFor(() => {
      expect(gate.stats()).toEqual({ active: 1, waiting: 1 });
    });
    const refused = await new Visitor(api).call(search);
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect((await errorAnswer(refused)).error).toMatch(/try again/);
    expect(await refusals("queue-full")).toBe(1);
    // Refused while the queued request is still waiting: it did not wait its turn.
    expect(gate.stats()).toEqual({ active: 1, waiting: 1 });
    // Only searches pass the gate: a merchant page's data still answers meanwhile.
    expect((await new Visitor(api).call("/api/v2/Merchants/m-000001")).status).toBe(200);

    await held;
    leaveHeld();
    const served = await queued;
    expect(served.status).toBe(200);
    expect(gate.stats()).toEqual({ active: 0, waiting: 0 });
  });

  it("refuses a queued request whose wait runs out, and gives the slot back after every answer", async () => {
    const gate = createWorkGate({ limit: 1, queue: 5, waitMs: 20 });
    const api = testApiOn(testDb, { databaseGate: gate });
    const leaveHeld = await gate.enter();
    const expired = await new Visitor(api).call(search);
    expect(expired.status).toBe(503);
    expect(expired.headers.get("retry-after")).toBe("1");
    expect(await refusals("wait-expired")).toBe(1);
    leaveHeld();
    // An error answer gives its slot back too.
    expect((await new Visitor(api).call("/api/v2/Merchants/Search?location=Nowhere%20Special")).status).toBe(
      400,
    );
    expect((await new Visitor(api).call(search)).status).toBe(200);
    expect(gate.stats()).toEqual({ active: 0, waiting: 0 });
  });
});
