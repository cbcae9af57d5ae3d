import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SharedRedis } from "../shared-state/redis-client";
import { connectTestRedis, redisTestUrl } from "../shared-state/testing";
import { memoryUsedSolutionStore, redisUsedSolutionStore } from "./used-solutions";

describe("used solution store", () => {
  it("lets each id be claimed once until it expires", async () => {
    const store = memoryUsedSolutionStore();
    expect(await store.claim("a", 2_000, 1_000)).toBe(true);
    expect(await store.claim("a", 2_000, 1_500)).toBe(false);
    expect(await store.claim("b", 2_000, 1_500)).toBe(true);
    expect(await store.claim("a", 3_000, 2_000)).toBe(true);
  });

  it("forgets expired ids once it grows, keeping live ones", async () => {
    const store = memoryUsedSolutionStore();
    for (let i = 0; i < 10_000; i += 1) await store.claim(`old-${String(i)}`, 100, 0);
    expect(await store.claim("live", 10_000, 50)).toBe(true);
    expect(await store.claim("trigger", 10_000, 200)).toBe(true);
    expect(await store.claim("live", 10_000, 300)).toBe(false);
    expect(await store.claim("old-1", 10_000, 300)).toBe(true);
  });
});

describe.skipIf(!redisTestUrl)("used solution store in Redis", () => {
  let first: SharedRedis;
  let second: SharedRedis;
  beforeAll(async () => {
    [first, second] = await Promise.all([connectTestRedis(), connectTestRedis()]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it("lets a solution be spent once across instances, until its challenge expires", async () => {
    const id = randomUUID();
    const now = Date.now();
    expect(await redisUsedSolutionStore(first).claim(id, now + 1_000, now)).toBe(true);
    expect(await redisUsedSolutionStore(second).claim(id, now + 1_000, now)).toBe(false);
    expect(await redisUsedSolutionStore(second).claim(randomUUID(), now + 1_000, now)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await first.exists(`rewards:spent-human-check:${id}`)).toBe(0);
  });

  it("refuses a solution whose challenge already expired", async () => {
    const now = Date.now();
    expect(await redisUsedSolutionStore(first).claim(randomUUID(), now - 1, now)).toBe(false);
  });
});
