import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "@/backend/app";
import { memoryRateLimitStore } from "@/backend/services/rate-limits/rate-limit-store";
import { challengeMaxNumber } from "@/backend/services/human-check/altcha";
import { spentHumanChecks } from "@/backend/db/schema";
import { createTestDb, testDbKinds, type TestDb } from "@/backend/db/testing";
import { altchaChallengeSchema } from "@/shared/contracts/human-check";
import { send, solveHumanCheck } from "../solve-human-check";
import { errorAnswer, Visitor, type TestApi } from "../support";

vi.setConfig({ testTimeout: 120_000 });

// PostgreSQL too: two instances on one database: a spent solution is refused by the other.
const kinds = testDbKinds({ dialectMatters: true });

describe.each(kinds)("spent human checks on %s", (kind) => {
  let testDb: TestDb;
  let first: TestApi;
  let second: TestApi;
  beforeAll(async () => {
    testDb = await createTestDb(kind);
    // Two instances of the app on one database, as behind a load balancer (or across a restart).
    const instance = (): TestApi => ({
      app: createApp({
        getDb: () => Promise.resolve(testDb.db),
        rateLimitStore: memoryRateLimitStore(),
        humanCheckMaxNumber: 2_000,
      }),
      testDb,
      close: () => Promise.resolve(),
    });
    first = instance();
    second = instance();
  });
  afterAll(async () => {
    await testDb.close();
  });

  it("a solution spent on one instance is refused by another", async () => {
    const visitor = new Visitor(first);
    const solution = await solveHumanCheck(visitor);
    const body = (email: string) => ({ emailOrPartnerNumber: email, gRecaptchaResponse: solution });
    const used = await send(visitor, "POST", "/api/Members/Recover", body("someone@example.com"));
    expect(used.status).not.toBe(400);
    // Spent in the database every instance and every later start reads, not in this process.
    expect(await testDb.db.select().from(spentHumanChecks)).toHaveLength(1);
    const elsewhere = new Visitor(second);
    const replay = await send(elsewhere, "POST", "/api/Members/Recover", body("someone@example.com"));
    expect(replay.status).toBe(400);
    expect((await errorAnswer(replay)).fields).toHaveProperty("gRecaptchaResponse");
  });

  it("issues challenges of the production difficulty unless the app is built with another", async () => {
    expect(challengeMaxNumber).toBeGreaterThanOrEqual(200_000);
    const production = createApp({
      getDb: () => Promise.resolve(testDb.db),
      rateLimitStore: memoryRateLimitStore(),
    });
    const response = await production.request("http://harbor.localhost:3000/api/HumanCheck/challenge", {
      headers: { host: "harbor.localhost:3000" },
    });
    expect(altchaChallengeSchema.parse(await response.json()).maxnumber).toBe(challengeMaxNumber);
  });
});
