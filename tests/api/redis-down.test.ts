import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "@/backend/app";
import { createTestDb, type TestDb } from "@/backend/db/testing";
import { closeSharedRedis } from "@/backend/services/shared-state/redis-client";
import { redisTestUrl } from "@/backend/services/shared-state/testing";
import { peerAddressHeader } from "@/platform/peer-address-header.mjs";
import { solveAltcha } from "@/lib/client/browser/solve-altcha";
import { briefOutageMessage } from "@/shared/contracts/errors";
import { altchaChallengeSchema } from "@/shared/contracts/human-check";
import { startRedisProxy, type RedisProxy } from "../support/redis-outage";
import { captureOutput, jsonLines } from "./log-capture";
import { errorAnswer, Visitor, type TestApi } from "./support";

// REDIS_URL names a port where nothing listens before the app reads its environment: an instance
// started while its Redis is down (a restart during a rollout, a typo in the URL).
const redisPort = await vi.hoisted(async () => {
  const { closedPort } = await import("../support/redis-outage");
  const port = await closedPort();
  process.env.REDIS_URL = `redis://127.0.0.1:${String(port)}`;
  return port;
});

const harbor = "harbor.localhost:3000";
// This run's own address and accounts, so the counters it leaves in the real Redis (once it comes
// up) never meet another run's.
const address = {
  [peerAddressHeader]: `2001:db8::${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`,
};
const email = (what: string) => `${what}-${randomBytes(6).toString("hex")}@harbor.example`;

describe("an instance whose Redis is down when it starts", () => {
  let testDb: TestDb;
  let api: TestApi;
  beforeAll(async () => {
    testDb = await createTestDb("pglite");
    // The deployment's stores, as a real instance has them: no rate-limit store of the test's own.
    const app = createApp({ getDb: () => Promise.resolve(testDb.db), humanCheckMaxNumber: 2_000 });
    api = { app, testDb, close: () => testDb.close() };
  });
  afterAll(async () => {
    await closeSharedRedis();
    await testDb.close();
  });

  async function post(path: string, json: unknown): Promise<Response> {
    const visitor = new Visitor(api, harbor);
    const token = await visitor.csrfToken();
    return visitor.call(path, { method: "POST", json, headers: { "x-xsrf-token": token, ...address } });
  }
  const signIn = () => post("/api/Members/SignIn", { email: email("nobody"), password: "not-the-password" });
  const startProspect = () => post("/api/Members/Prospects/Start", { email: email("prospect") });
  const recover = (gRecaptchaResponse: string) =>
    post("/api/Members/Recover", { emailOrPartnerNumber: email("lost"), gRecaptchaResponse });
  const challenge = () => new Visitor(api, harbor).call("/api/HumanCheck/challenge", { headers: address });

  const redisCheck = async () => {
    const response = await api.app.request("http://internal/api/ready", { headers: { host: "internal" } });
    const body = (await response.json()) as { checks: { name: string; ok: boolean }[] };
    return body.checks.find((check) => check.name === "redis");
  };

  /** A refusal for now: 503, Retry-After, and a message a person can act on. */
  async function expectBriefOutage(response: Response): Promise<void> {
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await errorAnswer(response)).error).toBe(briefOutageMessage);
  }

  describe("while Redis stays down", () => {
    let output: ReturnType<typeof captureOutput>;
    beforeAll(() => {
      output = captureOutput();
    });
    afterAll(() => {
      output.stop();
    });

    // Each answers within the test's 5 s, where it used to wait for as long as Redis stayed away.
    it("refuses a sign-in for now (503), its rate limits unknown", { timeout: 5_000 }, async () => {
      await expectBriefOutage(await signIn());
    });

    it("refuses a sign-up's start for now (503)", { timeout: 5_000 }, async () => {
      await expectBriefOutage(await startProspect());
    });

    it("refuses a recovery request for now (503)", { timeout: 5_000 }, async () => {
      await expectBriefOutage(await recover("no-solution-yet"));
    });

    it("refuses a human-check challenge for now (503)", { timeout: 5_000 }, async () => {
      await expectBriefOutage(await challenge());
    });

    it("reports itself unready, naming Redis", { timeout: 5_000 }, async () => {
      expect(await redisCheck()).toMatchObject({ ok: false });
    });

    it("logs the outage once, naming the store, never the URL", () => {
      // Readiness also checks the SSO partners' identity providers (none runs here), and says so
      // in a line of its own: only the Redis lines are this outage's.
      const warnings = jsonLines(output.lines).filter(
        (line) => line.level === "warn" && String(line.message).includes("Redis"),
      );
      expect(warnings.map((line) => line.message)).toEqual(["rate limits: Redis unavailable"]);
      expect(output.text()).not.toContain("redis://");
    });
  });

  describe.skipIf(!redisTestUrl)("once Redis comes up on that address", () => {
    let proxy: RedisProxy | undefined;
    beforeAll(async () => {
      // The same address now reaches the real Redis: the app is not restarted.
      proxy = await startRedisProxy(redisPort, redisTestUrl ?? "");
    });
    afterAll(async () => {
      await proxy?.close();
    });

    it("answers every call as usual again, its state in Redis", { timeout: 20_000 }, async () => {
      // The client reconnects by itself, within a few seconds.
      await expect.poll(async () => (await challenge()).status, { timeout: 15_000, interval: 250 }).toBe(200);
      expect((await signIn()).status).toBe(401);
      expect((await startProspect()).status).toBe(202);
      // A solved check is spent in Redis now, so the same solution passes only once.
      const solution = await solveAltcha(altchaChallengeSchema.parse(await (await challenge()).json()));
      if (!solution) throw new Error("the challenge had no solution");
      expect((await recover(solution)).status).toBe(202);
      expect((await recover(solution)).status).toBe(400);
      expect(await redisCheck()).toEqual({ name: "redis", ok: true });
    });
  });
});
