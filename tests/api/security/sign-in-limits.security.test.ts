import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/backend/db/client";
import { createTestDb, testDbKinds, type TestDb } from "@/backend/db/testing";
import { databaseRateLimitStore } from "@/backend/services/rate-limits/database-rate-limit-store";
import { memoryRateLimitStore, type RateLimitStore } from "@/backend/services/rate-limits/rate-limit-store";
import { redisRateLimitStore } from "@/backend/services/rate-limits/redis-rate-limit-store";
import type { SharedRedis } from "@/backend/services/shared-state/redis-client";
import { connectTestRedis, redisTestUrl } from "@/backend/services/shared-state/testing";
import { peerAddressHeader } from "@/platform/peer-address-header.mjs";
import { send, solveHumanCheck } from "../solve-human-check";
import { testApiOn, Visitor, type TestApi } from "../support";

// Password hashing on every attempt: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

type StoreKind = "memory" | "database" | "redis";
/** Every store a deployment may count in; Redis only where the suites have one. */
const storeKinds: StoreKind[] = redisTestUrl ? ["memory", "database", "redis"] : ["memory", "database"];

let addressCounter = 0;
function freshAddress(): Record<string, string> {
  addressCounter += 1;
  return {
    [peerAddressHeader]: `198.18.${String(Math.floor(addressCounter / 250))}.${String(addressCounter % 250)}`,
  };
}

function wrongSignIn(api: TestApi, email: string, address: Record<string, string>): Promise<Response> {
  return send(
    new Visitor(api),
    "POST",
    "/api/Members/SignIn",
    { email, password: "Wrong-password-1", rememberMe: false },
    address,
  );
}

async function statusOf(response: Promise<Response>): Promise<number> {
  const answered = await response;
  await answered.body?.cancel();
  return answered.status;
}

// PostgreSQL too: rate limits: parallel sign-ins against the caps.
const kinds = testDbKinds({ dialectMatters: true });

describe.each(kinds)("sign-in limits on %s", (kind) => {
  let testDb: TestDb;
  let redis: SharedRedis | undefined;
  // This file's own keys in the shared Redis, removed afterwards.
  const redisPrefix = `rewards-test:${randomUUID()}:`;
  beforeAll(async () => {
    testDb = await createTestDb(kind, { merchants: 5 });
    if (redisTestUrl) redis = await connectTestRedis();
  });
  afterAll(async () => {
    if (redis) {
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length > 0) await redis.del(keys);
      await redis.close();
    }
    await testDb.close();
  });

  function storeOf(store: StoreKind, prefix: string): (db: Db) => RateLimitStore {
    if (store === "memory") return () => memoryRateLimitStore();
    if (store === "database") return (db) => databaseRateLimitStore(db);
    return () => {
      if (!redis) throw new Error("no Redis");
      return redisRateLimitStore(redis, `${redisPrefix}${prefix}`);
    };
  }

  describe.each(storeKinds)("counted in %s", (store) => {
    let api: TestApi;
    beforeAll(() => {
      api = testApiOn(testDb, { rateLimitStore: storeOf(store, "limits") });
    });

    it("lets at most the per-address cap of wrong passwords reach a password check, however many arrive together", async () => {
      const address = freshAddress();
      const run = randomUUID();
      const statuses: number[] = [];
      // Five batches of six at once: each batch starts before the last one's failures are counted.
      for (let batch = 0; batch < 5; batch += 1) {
        const answers = await Promise.all(
          Array.from({ length: 6 }, (_, index) =>
            statusOf(wrongSignIn(api, `burst.${String(batch)}.${String(index)}.${run}@example.com`, address)),
          ),
        );
        statuses.push(...answers);
      }
      // 401 is a password checked and found wrong: the cap is ten (two lockouts' worth).
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    });

    it("gives a successful sign-in's slot back, so a member who mistyped still signs in", async () => {
      const address = freshAddress();
      const run = randomUUID();
      for (let i = 0; i < 9; i += 1) {
        expect(await statusOf(wrongSignIn(api, `typo.${String(i)}.${run}@example.com`, address))).toBe(401);
      }
      const right = send(
        new Visitor(api),
        "POST",
        "/api/Members/SignIn",
        { email: "demo@harbor.example", password: "Harbor-demo-2026", rememberMe: false },
        address,
      );
      expect(await statusOf(right)).toBe(200);
      expect(await statusOf(wrongSignIn(api, `typo.last.${run}@example.com`, address))).toBe(401);
      expect(await statusOf(wrongSignIn(api, `typo.over.${run}@example.com`, address))).toBe(429);
    });
  });

  describe.skipIf(!redisTestUrl)("keys in Redis (skipped when REDIS_URL_TEST names no Redis)", () => {
    it("holds no email address (member or not) and no client address in any rate-limit key", async () => {
      const prefix = `keys-${randomUUID()}`;
      const api = testApiOn(testDb, { rateLimitStore: storeOf("redis", prefix) });
      const member = "vip@harbor.example";
      const stranger = `nobody.${randomUUID()}@example.com`;
      const address = freshAddress();
      for (const email of [member, stranger]) {
        expect(await statusOf(wrongSignIn(api, email, address))).toBe(401);
      }
      const visitor = new Visitor(api);
      const recover = send(
        visitor,
        "POST",
        "/api/Members/Recover",
        { emailOrPartnerNumber: member, gRecaptchaResponse: await solveHumanCheck(visitor) },
        address,
      );
      expect(await statusOf(recover)).toBe(202);

      if (!redis) throw new Error("no Redis");
      const keys = await redis.keys(`${redisPrefix}${prefix}*`);
      // The limits did count here: per address, per account, per recovery.
      expect(keys.length).toBeGreaterThanOrEqual(4);
      const clientAddress = address[peerAddressHeader] ?? "";
      expect(
        keys.filter(
          (key) =>
            key.includes("@") ||
            key.includes(member) ||
            key.includes(stranger) ||
            key.includes(clientAddress),
        ),
      ).toEqual([]);
    });
  });
});
