import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestRedis, redisTestUrl } from "../shared-state/testing";
import type { SharedRedis } from "../shared-state/redis-client";
import { redisRateLimitStore } from "./redis-rate-limit-store";

describe.skipIf(!redisTestUrl)("rate-limit windows in Redis", () => {
  let first: SharedRedis;
  let second: SharedRedis;
  beforeAll(async () => {
    // Two connections stand for two instances.
    [first, second] = await Promise.all([connectTestRedis(), connectTestRedis()]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it("counts hits from two instances into one window", async () => {
    const key = `sign-in:harbor:${randomUUID()}`;
    const a = redisRateLimitStore(first);
    const b = redisRateLimitStore(second);
    const now = Date.now();
    const opened = await a.hit(key, 60_000, now);
    expect(opened.count).toBe(1);
    expect(opened.resetAt).toBeGreaterThan(now + 59_000);
    expect(opened.resetAt).toBeLessThanOrEqual(now + 60_000);
    expect((await b.hit(key, 60_000, now)).count).toBe(2);
    expect((await a.hit(key, 60_000, now)).count).toBe(3);
    expect((await b.hit(`${key}-other`, 60_000, now)).count).toBe(1);
  });

  it("starts a new window once the old one ended", async () => {
    const key = `recover:harbor:${randomUUID()}`;
    const store = redisRateLimitStore(first);
    await store.hit(key, 1_000, Date.now());
    await store.hit(key, 1_000, Date.now());
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await store.hit(key, 1_000, Date.now())).count).toBe(1);
  });

  it("gives hits back to the current window only, never below zero, keeping its expiry", async () => {
    const key = `sign-in-failures:harbor:${randomUUID()}`;
    const a = redisRateLimitStore(first);
    const b = redisRateLimitStore(second);
    await a.hit(key, 60_000, Date.now());
    const counted = await a.hit(key, 60_000, Date.now());
    await b.release(key, Date.now());
    const again = await a.hit(key, 60_000, Date.now());
    expect(again.count).toBe(2);
    expect(again.resetAt).toBeLessThanOrEqual(counted.resetAt + 50);
    for (let i = 0; i < 3; i += 1) await b.release(key, Date.now());
    expect((await a.hit(key, 60_000, Date.now())).count).toBe(1);
    // An unknown (or expired) key is left alone: no window is opened by a release.
    const unknown = randomUUID();
    await b.release(unknown, Date.now());
    expect(await first.exists(`rewards:rate-limit:${unknown}`)).toBe(0);
  });
});
