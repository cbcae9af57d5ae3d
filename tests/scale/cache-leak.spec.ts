import { expect, test } from "@playwright/test";
import { createClient } from "@redis/client";
import { partnerCodes } from "@/partners/registry";
import { e2eEnv, e2ePort } from "../../scripts/e2e-env.mjs";
import { firstListedMerchant, probeForCacheLeaks, type ProbeTarget } from "./support/cache-leak-probe";
import { startProductionInstance } from "./support/production-instance";
import { ProductionVisitor } from "./support/production-visitor";

// The shortest revalidate of a shared page (app/[partner]/layout.tsx), plus a margin.
const revalidateSeconds = 60;
const operationsToken = "operations-token-for-the-leak-test-0123456789";

function hostsOn(port: number): string[] {
  return partnerCodes.map((code) => `${code}.localhost:${String(port)}`);
}

/** Waits out the pages' revalidate and expires the merchant pages' and sitemaps' tags. */
function staleAfterWaiting(port: number, token: string): () => Promise<void> {
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, (revalidateSeconds + 2) * 1000));
    const answer = await new ProductionVisitor(`localhost:${String(port)}`, "127.0.0.1").call(
      port,
      "POST",
      "/api/Operations/Revalidate",
      { tags: ["merchants", "merchant-list"] },
      { authorization: `Bearer ${token}` },
    );
    expect(answer.status, answer.text).toBe(200);
  };
}

async function merchantsByHost(port: number): Promise<Map<string, string>> {
  const hosts = hostsOn(port);
  const ids = await Promise.all(hosts.map((host) => firstListedMerchant(port, host).catch(() => "none")));
  return new Map(hosts.map((host, index) => [host, ids[index] ?? "none"]));
}

// Every documented page of every partner, three rounds with a cached copy going stale between
// the first two: no answer carries another request's query or path (docs/decisions/0048).
test("the embedded server (page cache in front of Next's file cache) never hands one visitor's URL to another", async () => {
  test.setTimeout(240_000);
  const target: ProbeTarget = {
    port: e2ePort,
    hosts: hostsOn(e2ePort),
    merchantIds: await merchantsByHost(e2ePort),
    letCopiesGoStale: staleAfterWaiting(e2ePort, e2eEnv.OPERATIONS_TOKEN),
  };
  const { requests, leaks } = await probeForCacheLeaks(target);
  expect(requests).toBeGreaterThan(100);
  expect(leaks).toEqual([]);
});

const postgresUrl = process.env.DATABASE_URL_TEST;
const redisUrl = process.env.REDIS_URL_TEST;

test("PostgreSQL and Redis (the shared cache handler) never hand one visitor's URL to another", async () => {
  test.skip(!postgresUrl || !redisUrl, "needs PostgreSQL (DATABASE_URL_TEST) and Redis (REDIS_URL_TEST)");
  test.setTimeout(300_000);
  const port = e2ePort + 63;
  // A Redis database of the test's own (two-instances.spec.ts takes 9), emptied before and after.
  const redisDatabaseUrl = `${(redisUrl ?? "").replace(/\/\d*$/, "")}/8`;
  const redis = createClient({ url: redisDatabaseUrl });
  await redis.connect();
  await redis.flushDb();
  const instance = await startProductionInstance({
    port,
    name: "leak",
    // One merchant every partner lists, so merchant pages and sitemaps have something to cache.
    merchant: { id: "leak-0001", name: "Lakeside Leak Test Grill" },
    extra: { REDIS_URL: redisDatabaseUrl, OPERATIONS_TOKEN: operationsToken },
  }).catch(async (error: unknown) => {
    await redis.close();
    throw error;
  });
  try {
    const { requests, leaks } = await probeForCacheLeaks({
      port,
      hosts: hostsOn(port),
      merchantIds: await merchantsByHost(port),
      letCopiesGoStale: staleAfterWaiting(port, operationsToken),
    });
    expect(requests).toBeGreaterThan(100);
    expect(leaks).toEqual([]);
  } finally {
    await instance.stop();
    await redis.flushDb();
    await redis.close();
  }
});
