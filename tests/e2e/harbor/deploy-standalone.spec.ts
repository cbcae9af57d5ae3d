import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { request } from "@playwright/test";
import { demoAccounts } from "@/backend/db/seed/demo-accounts";
import { memberProfileSchema } from "@/shared/contracts/member-update";
import { assembleStandalone } from "../../../scripts/assemble-standalone.mjs";
import { e2eEnv, e2ePort } from "../../../scripts/e2e-env.mjs";
import { ProductionVisitor, waitFor } from "../../scale/support/production-visitor";
import { expect, test } from "../support/test";

const port = e2ePort + 57;
const host = `harbor.localhost:${String(port)}`;
const member = demoAccounts.find((account) => account.partnerCode === "harbor" && account.password);

/** The image's CMD from the assembled folder, on its own port and data folder; output kept. */
function serve(folder: string): { server: ChildProcess; output: string[]; exited: Promise<number | null> } {
  const output: string[] = [];
  const server = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: folder,
    env: {
      ...process.env,
      ...e2eEnv,
      PORT: String(port),
      DATA_DIR: path.join(folder, "data"),
      PUBLIC_ORIGIN_TEMPLATE: `http://{code}.localhost:${String(port)}`,
      SSO_LOCAL_PORT: String(port + 700),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  server.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.on("exit", resolve));
  return { server, output, exited };
}

async function signedInMember(): Promise<ProductionVisitor> {
  const visitor = new ProductionVisitor(host, "198.51.100.57");
  const signedIn = await visitor.send(port, "POST", "/api/Members/SignIn", {
    email: member?.email,
    password: member?.password,
  });
  expect(signedIn.status, signedIn.text).toBe(200);
  return visitor;
}

// Docker cannot run here, so the image's contents are put together in a folder the way the
// Dockerfile does (scripts/assemble-standalone.mjs) and started the way its CMD does. Its own
// port and data folder: the journeys' server keeps running beside it.
test("the standalone server serves a partner home, a merchant page and /api/ready, and stops cleanly on SIGTERM", async () => {
  test.setTimeout(180_000);
  const folder = mkdtempSync(path.join(tmpdir(), "rewards-standalone-"));
  let running: ReturnType<typeof serve> | undefined;
  try {
    assembleStandalone(folder);
    running = serve(folder);
    const api = await request.newContext({
      baseURL: `http://127.0.0.1:${String(port)}`,
      extraHTTPHeaders: { host },
    });
    await expect
      .poll(async () => (await api.get("/api/ready").catch(() => undefined))?.status(), { timeout: 120_000 })
      .toBe(200);
    const home = await api.get("/");
    expect(home.status()).toBe(200);
    expect(await home.text()).toContain("Harbor Hotels Dining");
    const search = (await (await api.get("/api/v2/Merchants/Search?location=10036&pageSize=1")).json()) as {
      merchants: { id: string }[];
    };
    const merchantId = search.merchants[0]?.id ?? "";
    expect((await api.get(`/merchants/${merchantId}`)).status()).toBe(200);
    await api.dispose();

    // A profile save is in flight (its body half sent) when SIGTERM arrives: it completes, and the
    // process exits 0 only after it.
    const visitor = await signedInMember();
    const stopping = running;
    const saved = await visitor.sendInTwoParts(
      port,
      "PUT",
      "/api/Member",
      { city: "Drainville" },
      async () => {
        // The server reads the headers and starts the request before the signal comes.
        await new Promise((resolve) => setTimeout(resolve, 300));
        stopping.server.kill("SIGTERM");
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      },
    );
    expect(saved.status, saved.text).toBe(200);
    expect(await stopping.exited).toBe(0);
    expect(stopping.output.join("")).toContain('"message":"Stopped"');

    // What answered success is there after a restart on the same data folder.
    running = serve(folder);
    await waitFor(
      async () => (await visitor.call(port, "GET", "/api/health")).status === 200,
      120_000,
      "the restarted server",
    );
    const again = await signedInMember();
    const profile = memberProfileSchema.parse((await again.call(port, "GET", "/api/Member")).json());
    expect(profile.address.city).toBe("Drainville");
    running.server.kill("SIGTERM");
    expect(await running.exited).toBe(0);
  } finally {
    if (running && running.server.exitCode === null) running.server.kill("SIGKILL");
    rmSync(folder, { recursive: true, force: true });
  }
});
