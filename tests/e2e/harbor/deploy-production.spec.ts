import { scratchDatabase } from "@/backend/db/scratch-database";
import { type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { request } from "@playwright/test";
import { demoAccounts } from "@/backend/db/seed/demo-accounts";
import { assembleStandalone } from "../../../scripts/assemble-standalone.mjs";
import { e2ePort } from "../../../scripts/e2e-env.mjs";
import { checkSchema, productionEnv, runMigrate, startServer } from "../../scale/support/production-server";
import { expect, test } from "../support/test";

const serverUrl = process.env.DATABASE_URL_TEST;

// Production on an empty PostgreSQL database, started the way the image starts: the release step
// migrates, nothing seeds, and not one of the README's demo credentials signs anyone in.
test("production on an empty database has no demo members", async () => {
  test.skip(!serverUrl, "needs a PostgreSQL server (DATABASE_URL_TEST)");
  test.setTimeout(180_000);
  const database = await scratchDatabase(serverUrl ?? "", "rewards_production");
  const folder = mkdtempSync(path.join(tmpdir(), "rewards-production-"));
  const port = e2ePort + 59;
  const production = productionEnv({ databaseUrl: database.url, publicPort: port });
  let server: ChildProcess | undefined;
  try {
    // The release step, from the repository as a release job would run it.
    const migrated = await runMigrate(production);
    expect(migrated.status, migrated.output).toBe(0);
    // What `npm start` runs before serving: in production it checks the schema, and seeds nothing.
    const started = checkSchema(production);
    expect(started.status, started.stderr).toBe(0);
    expect(started.stdout).toContain("schema is current");
    assembleStandalone(folder);
    server = startServer(folder, production, port);

    const api = await request.newContext({
      baseURL: `http://127.0.0.1:${String(port)}`,
      extraHTTPHeaders: { host: `harbor.localhost:${String(port)}` },
    });
    await expect
      .poll(async () => (await api.get("/api/health").catch(() => undefined))?.status(), { timeout: 120_000 })
      .toBe(200);
    for (const account of demoAccounts.filter((candidate) => candidate.password)) {
      // A visitor of its own per account, on that account's partner host.
      const visitor = await request.newContext({
        baseURL: `http://127.0.0.1:${String(port)}`,
        extraHTTPHeaders: { host: `${account.partnerCode}.localhost:${String(port)}` },
      });
      const csrf = await visitor.get("/api/CSRF");
      const { csrfToken } = (await csrf.json()) as { csrfToken: string };
      // Production cookies are Secure: passed by hand over this plain-HTTP test connection.
      const cookie = csrf
        .headersArray()
        .filter((header) => header.name.toLowerCase() === "set-cookie")
        .map((header) => header.value.split(";")[0])
        .join("; ");
      const signIn = await visitor.post("/api/Members/SignIn", {
        headers: { cookie, "x-xsrf-token": csrfToken },
        data: { email: account.email, password: account.password, rememberMe: false },
      });
      expect(signIn.status(), `${account.email}: ${await signIn.text()}`).toBe(401);
      await visitor.dispose();
    }
    await api.dispose();
  } finally {
    server?.kill("SIGKILL");
    rmSync(folder, { recursive: true, force: true });
    await database.drop();
  }
});
