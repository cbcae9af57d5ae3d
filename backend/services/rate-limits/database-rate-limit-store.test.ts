import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, testDbKinds, type TestDb } from "@/backend/db/testing";
import { databaseRateLimitStore } from "./database-rate-limit-store";

// PostgreSQL too: rate limits: the windows are counted by an upsert on the server.
const kinds = testDbKinds({ dialectMatters: true });

describe.each(kinds)("rate-limit windows in the database on %s", (kind) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb(kind);
  });
  afterAll(async () => {
    await testDb.close();
  });

  it("counts hits from two instances into one window", async () => {
    const first = databaseRateLimitStore(testDb.db);
    const second = databaseRateLimitStore(testDb.db);
    const now = Date.now();
    expect(await first.hit("sign-in:harbor:198.51.100.1", 60_000, now)).toEqual({
      count: 1,
      resetAt: now + 60_000,
    });
    expect((await second.hit("sign-in:harbor:198.51.100.1", 60_000, now + 10)).count).toBe(2);
    expect((await first.hit("sign-in:harbor:198.51.100.1", 60_000, now + 20)).count).toBe(3);
    // Another key counts apart.
    expect((await second.hit("sign-in:harbor:198.51.100.2", 60_000, now)).count).toBe(1);
  });

  it("starts a new window once the old one ended", async () => {
    const store = databaseRateLimitStore(testDb.db);
    const now = Date.now();
    await store.hit("recover:harbor:x", 1_000, now);
    await store.hit("recover:harbor:x", 1_000, now + 1);
    expect(await store.hit("recover:harbor:x", 1_000, now + 2_000)).toEqual({
      count: 1,
      resetAt: now + 3_000,
    });
  });

  it("gives hits back to the current window only, never below zero", async () => {
    const store = databaseRateLimitStore(testDb.db);
    const now = Date.now();
    await store.hit("sign-in-failures:harbor:a", 60_000, now);
    await store.hit("sign-in-failures:harbor:a", 60_000, now);
    await store.release("sign-in-failures:harbor:a", now + 1);
    expect((await store.hit("sign-in-failures:harbor:a", 60_000, now + 2)).count).toBe(2);
    for (let i = 0; i < 3; i += 1) await store.release("sign-in-failures:harbor:a", now + 3);
    expect((await store.hit("sign-in-failures:harbor:a", 60_000, now + 4)).count).toBe(1);
    // A window that ended takes nothing back, and an unknown key is no error.
    await store.release("sign-in-failures:harbor:a", now + 60_001);
    expect((await store.hit("sign-in-failures:harbor:a", 60_000, now + 60_002)).count).toBe(1);
    await store.release("never-seen", now);
  });
});
