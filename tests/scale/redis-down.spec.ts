import { expect, test } from "@playwright/test";
import { e2ePort } from "../../scripts/e2e-env.mjs";
import { closedPort, startRedisProxy, type RedisProxy } from "../support/redis-outage";
import { startProductionInstance } from "./support/production-instance";
import { ProductionVisitor, waitFor, type Answer } from "./support/production-visitor";

const postgresUrl = process.env.DATABASE_URL_TEST;
const redisUrl = process.env.REDIS_URL_TEST;
const port = e2ePort + 64;
const host = `harbor.localhost:${String(port)}`;

/** A call that must be answered within 5 s: a request left waiting fails the test. */
async function answeredSoon(call: () => Promise<Answer>, what: string): Promise<Answer> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`${what}: no answer within 5 s`));
    }, 5_000);
  });
  try {
    return await Promise.race([call(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

// A production instance started while its Redis is down (a restart during a rollout, a typo in
// REDIS_URL): pages keep serving, calls with rate limits refuse at once, and once Redis comes up
// on that address everything works again without a restart (docs/deploy.md, When Redis is down).
test("an instance whose Redis is down at start answers at once, and recovers when Redis comes up", async () => {
  test.skip(!postgresUrl || !redisUrl, "needs PostgreSQL (DATABASE_URL_TEST) and Redis (REDIS_URL_TEST)");
  test.setTimeout(240_000);
  const redisPort = await closedPort();
  const instance = await startProductionInstance({
    port,
    name: "redis_down",
    merchant: { id: "down-0001", name: "Redis Down Grill" },
    // Its own Redis database (two-instances takes 9, cache-leak 8), at a port where nothing listens yet.
    extra: { REDIS_URL: `redis://127.0.0.1:${String(redisPort)}/7`, TRUST_PROXY: "true" },
  });
  let redis: RedisProxy | undefined;
  try {
    const visitor = new ProductionVisitor(host, "198.51.100.77");

    const page = (pagePath: string) =>
      visitor.call(port, "GET", pagePath, undefined, { accept: "text/html" });
    const signIn = () =>
      visitor.send(port, "POST", "/api/Members/SignIn", {
        email: "nobody@harbor.example",
        password: "wrong-password-1",
      });
    const challenge = () => visitor.call(port, "GET", "/api/HumanCheck/challenge");

    // Redis down: pages are served, rate-limited calls refuse at once (fail closed).
    expect((await answeredSoon(() => page("/"), "the home page")).status).toBe(200);
    expect((await answeredSoon(() => page("/merchants/down-0001"), "a merchant page")).status).toBe(200);
    const refused = await answeredSoon(signIn, "a sign-in");
    expect(refused.status, refused.text).toBe(503);
    expect((await answeredSoon(challenge, "a human-check challenge")).status).toBe(503);

    // Redis comes up on that address: the same instance uses it again.
    redis = await startRedisProxy(redisPort, redisUrl ?? "");
    await waitFor(async () => (await challenge()).status === 200, 30_000, "challenges once Redis is up");
    const wrongPassword = await answeredSoon(signIn, "a sign-in once Redis is up");
    expect(wrongPassword.status, wrongPassword.text).toBe(401);
    expect((await answeredSoon(() => page("/"), "the home page once Redis is up")).status).toBe(200);
  } finally {
    await instance.stop();
    await redis?.close();
  }
});
