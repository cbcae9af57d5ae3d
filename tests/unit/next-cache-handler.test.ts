import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nodeFs } from "next/dist/server/lib/node-fs-methods.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import RewardsCacheHandler, { closeSharedCache } from "@/next-cache-handler.mjs";
import { closedPort, startRedisProxy, type RedisProxy } from "../support/redis-outage";
import { connectTestRedis, redisTestUrl } from "@/backend/services/shared-state/testing";

// Next's page cache with REDIS_URL set, as a serving instance has it (next-cache-handler.mjs):
// while Redis does not answer, every call answers from the file-system cache within the deadline.

const run = Date.now().toString(36);
const fetchContext = (key: string) => ({
  kind: "FETCH",
  tags: [],
  softTags: [],
  fetchIdx: 0,
  fetchUrl: `https://cms.example/${key}`,
});
const fetchValue = (body: string) => ({
  kind: "FETCH",
  data: { headers: {}, body, url: "https://cms.example/page", status: 200 },
  revalidate: 3600,
  tags: [],
});

describe("Next's cache handler with a Redis that does not answer", () => {
  let folder: string;
  let port: number;
  const handler = () =>
    new RewardsCacheHandler({
      fs: nodeFs,
      serverDistDir: join(folder, "server"),
      flushToDisk: true,
      revalidatedTags: [],
    });

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "next-cache-"));
    port = await closedPort();
    vi.stubEnv("REDIS_URL", `redis://127.0.0.1:${String(port)}`);
  });
  afterAll(async () => {
    await closeSharedCache();
    vi.unstubAllEnvs();
    rmSync(folder, { recursive: true, force: true });
  });

  // The deadline is 2 s; the test's own 5 s is the bound, not a timing assertion.
  it(
    "answers get() with a miss when Redis is down at start, then from the file system",
    { timeout: 5_000 },
    async () => {
      const key = `down-${run}`;
      expect(await handler().get(key, fetchContext(key))).toBeNull();
      await handler().set(key, fetchValue("kept on disk"), { fetchCache: true, tags: [] });
      const found = (await handler().get(key, fetchContext(key))) as {
        value: { data: { body: string } };
      } | null;
      expect(found?.value.data.body).toBe("kept on disk");
    },
  );

  describe("a Redis that takes connections but never answers", () => {
    let server: Server;
    const sockets = new Set<Socket>();
    beforeAll(async () => {
      // A fresh connection meets it: a hung Redis, not one already known to be down.
      await closeSharedCache();
      server = createServer((socket) => {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
      });
      await new Promise<void>((resolve) => {
        server.listen(port, "127.0.0.1", resolve);
      });
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    });

    it("answers get() within the deadline all the same", { timeout: 5_000 }, async () => {
      const key = `hung-${run}`;
      expect(await handler().get(key, fetchContext(key))).toBeNull();
    });
  });

  describe.skipIf(!redisTestUrl)("once Redis comes up on that address", () => {
    let proxy: RedisProxy | undefined;
    beforeAll(async () => {
      proxy = await startRedisProxy(port, redisTestUrl ?? "");
    });
    afterAll(async () => {
      await proxy?.close();
    });

    it("shares the cache through Redis again, without a restart", { timeout: 20_000 }, async () => {
      const key = `up-${run}`;
      const redis = await connectTestRedis();
      try {
        // The client reconnects by itself within a few seconds; until then writes stay on disk.
        await expect
          .poll(
            async () => {
              await handler().set(key, fetchValue("shared"), { fetchCache: true, tags: [] });
              return redis.exists(`rewards:next-cache:${key}`);
            },
            { timeout: 15_000, interval: 250 },
          )
          .toBe(1);
        const found = (await handler().get(key, fetchContext(key))) as {
          value: { data: { body: string } };
        } | null;
        expect(found?.value.data.body).toBe("shared");
      } finally {
        await redis.del(`rewards:next-cache:${key}`);
        await redis.close();
      }
    });
  });
});
