import { scratchDatabase } from "@/backend/db/scratch-database";
import { spawnSync, type ChildProcess } from "node:child_process";
import { randomInt } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { createClient } from "@redis/client";
import pg from "pg";
import { cardPublicJwkSchema } from "@/shared/cards/card-public-key";
import { encryptCardNumber, importCardPublicKey } from "@/shared/cards/encrypt-card-number";
import { solveAltcha } from "@/lib/client/browser/solve-altcha";
import { linkedCardsResponseSchema } from "@/shared/contracts/cards";
import { altchaChallengeSchema } from "@/shared/contracts/human-check";
import { memberAccountSchema } from "@/shared/contracts/member-account";
import { assembleStandalone } from "../../scripts/assemble-standalone.mjs";
import { e2ePort } from "../../scripts/e2e-env.mjs";
import { freshVisaNumber } from "../e2e/support/member-cards";
import { merchantLine as importLine } from "./support/merchant-line";
import { checkSchema, productionEnv, runMigrate, startServer } from "./support/production-server";
import { ProductionVisitor, waitFor } from "./support/production-visitor";

const postgresUrl = process.env.DATABASE_URL_TEST;
const redisUrl = process.env.REDIS_URL_TEST;
const missing = [
  !postgresUrl && "PostgreSQL (DATABASE_URL_TEST)",
  !redisUrl && "Redis (REDIS_URL_TEST)",
].filter(Boolean);
if (missing.length > 0) console.log(`two instances: skipped, no ${missing.join(" and no ")} answers`);

const portA = e2ePort + 61;
const portB = e2ePort + 62;
const host = `harbor.localhost:${String(portA)}`;
const operationsToken = "operations-token-for-the-scale-test-0123456789";
const migrationCount = (
  JSON.parse(readFileSync("backend/db/migrations/meta/_journal.json", "utf8")) as { entries: unknown[] }
).entries.length;

function merchantLine(name: string): string {
  return importLine({ id: "scale-0001", name, campaigns: ["harbor:0:SC0-0001"] });
}

// Two production instances behind one address, on one PostgreSQL and one Redis, with the same
// secrets: whatever a visitor did through one, the other knows.
test("two production instances share sessions, limits, cards and the page cache", async () => {
  test.skip(missing.length > 0, `needs ${missing.join(" and ")}`);
  test.setTimeout(240_000);
  const database = await scratchDatabase(postgresUrl ?? "", "rewards_scale");
  // A Redis database of the test's own, emptied before and after.
  const redisDatabaseUrl = `${(redisUrl ?? "").replace(/\/\d*$/, "")}/9`;
  const redis = createClient({ url: redisDatabaseUrl });
  await redis.connect();
  await redis.flushDb();
  const folder = mkdtempSync(path.join(tmpdir(), "rewards-scale-"));
  const env = productionEnv({
    databaseUrl: database.url,
    publicPort: portA,
    extra: { REDIS_URL: redisDatabaseUrl, TRUST_PROXY: "true", OPERATIONS_TOKEN: operationsToken },
  });
  const servers: ChildProcess[] = [];
  try {
    // The release step started twice at once: the advisory lock lets one apply each migration.
    const runs = await Promise.all([runMigrate(env), runMigrate(env)]);
    for (const run of runs) expect(run.status, run.output).toBe(0);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const applied = await client.query<{ count: number }>(
      "select count(*)::int as count from drizzle.__drizzle_migrations",
    );
    await client.end();
    expect(applied.rows[0]?.count).toBe(migrationCount);
    const schema = checkSchema(env);
    expect(schema.status, schema.stderr).toBe(0);

    const merchantFile = path.join(folder, "..", `${path.basename(folder)}-merchants.jsonl`);
    writeFileSync(merchantFile, merchantLine("Harbor Lights Grill"));
    const importMerchants = () =>
      spawnSync(
        process.execPath,
        ["scripts/with-node.mjs", "tsx", "backend/db/import/cli.ts", merchantFile],
        {
          env,
          encoding: "utf8",
        },
      );
    const imported = importMerchants();
    expect(imported.status, imported.stderr).toBe(0);

    assembleStandalone(folder);
    servers.push(startServer(folder, env, portA), startServer(folder, env, portB));
    const probe = new ProductionVisitor(host, "198.51.100.1");
    for (const port of [portA, portB]) {
      await waitFor(
        async () => (await probe.call(port, "GET", "/api/health")).status === 200,
        120_000,
        `instance on ${String(port)}`,
      );
    }

    // A member signs up and signs in through A; the session works on B.
    const visitor = new ProductionVisitor(host, `203.0.113.${String(randomInt(1, 250))}`);
    const email = `scale-${Date.now().toString(36)}@example.com`;
    const password = "Scale-Test-2026-password";
    const challenge = altchaChallengeSchema.parse(
      (await visitor.call(portA, "GET", "/api/HumanCheck/challenge")).json(),
    );
    const created = await visitor.send(portA, "POST", "/api/Members/Prospects", {
      firstName: "Scale",
      lastName: "Test",
      email,
      password,
      passwordConfirm: password,
      zipCode: "10001",
      termsAccepted: true,
      gRecaptchaResponse: await solveAltcha(challenge),
    });
    expect(created.status, created.text).toBe(201);
    const signedIn = await visitor.send(portA, "POST", "/api/Members/SignIn", { email, password });
    expect(signedIn.status, signedIn.text).toBe(200);
    const onB = await visitor.call(portB, "GET", "/api/Member");
    expect(onB.status, onB.text).toBe(200);
    expect(memberAccountSchema.parse(onB.json()).email).toBe(email);

    // A card linked through A is listed by B; its spent human check is refused by B.
    const key = await importCardPublicKey(
      cardPublicJwkSchema.parse((await visitor.call(portA, "GET", "/api/Cards/PublicKey")).json()),
    );
    const number = freshVisaNumber();
    const cardChallenge = altchaChallengeSchema.parse(
      (await visitor.call(portA, "GET", "/api/HumanCheck/challenge")).json(),
    );
    const solution = await solveAltcha(cardChallenge);
    const card = async () => ({
      encryptedCardNumber: await encryptCardNumber(number, key),
      lastFour: number.slice(-4),
      cardType: "Visa",
    });
    const linked = await visitor.send(portA, "POST", "/api/Member/Cards", {
      creditCards: [await card()],
      gRecaptchaResponse: solution,
    });
    expect(linked.status, linked.text).toBeLessThan(300);
    const listed = linkedCardsResponseSchema.parse(
      (await visitor.call(portB, "GET", "/api/Member/Cards")).json(),
    );
    expect(JSON.stringify(listed)).toContain(number.slice(-4));
    const replayed = await visitor.send(portB, "POST", "/api/Member/Cards", {
      creditCards: [await card()],
      gRecaptchaResponse: solution,
    });
    expect(replayed.status, replayed.text).toBe(400);

    // Sign-out on A ends the session on B, even for a copy of the cookie kept from before.
    const keptCookie = visitor.cookieHeader();
    expect((await visitor.call(portA, "GET", "/api/SignOut")).status).toBe(200);
    const afterSignOut = await visitor.call(portB, "GET", "/api/Member", undefined, { cookie: keptCookie });
    expect(afterSignOut.status).toBe(401);

    // One address's challenge budget (30 a minute) is counted across both instances.
    const counter = new ProductionVisitor(host, `192.0.2.${String(randomInt(1, 250))}`);
    for (let call = 0; call < 30; call += 1) {
      const answer = await counter.call(call % 2 === 0 ? portA : portB, "GET", "/api/HumanCheck/challenge");
      expect(answer.status, `call ${String(call + 1)}`).toBe(200);
    }
    expect((await counter.call(portA, "GET", "/api/HumanCheck/challenge")).status).toBe(429);
    expect((await counter.call(portB, "GET", "/api/HumanCheck/challenge")).status).toBe(429);

    // The page cache is shared: a refresh asked of A reaches B.
    const page = async () =>
      (await probe.call(portB, "GET", "/merchants/scale-0001", undefined, { accept: "text/html" })).text;
    expect(await page()).toContain("Harbor Lights Grill");
    writeFileSync(merchantFile, merchantLine("Harbor Lights Kitchen"));
    const reimported = importMerchants();
    expect(reimported.status, reimported.stderr).toBe(0);
    expect(await page(), "B serves its cached copy until a refresh").toContain("Harbor Lights Grill");
    const refreshed = await probe.call(
      portA,
      "POST",
      "/api/Operations/Revalidate",
      { tags: ["merchants"] },
      {
        authorization: `Bearer ${operationsToken}`,
      },
    );
    expect(refreshed.status, refreshed.text).toBe(200);
    // Next expires the tag as the refresh call ends, but B's own page cache may keep its copy for
    // up to PAGE_CACHE_SECONDS (10 s) and Next then renders anew: a 10 s window failed whenever the
    // machine was busy. The check is that the refresh reaches B, not how fast.
    await expect.poll(page, { timeout: 30_000 }).toContain("Harbor Lights Kitchen");
    rmSync(merchantFile, { force: true });
  } finally {
    for (const server of servers) server.kill("SIGKILL");
    rmSync(folder, { recursive: true, force: true });
    await redis.flushDb();
    await redis.close();
    await database.drop();
  }
});
