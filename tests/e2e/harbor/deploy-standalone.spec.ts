import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { request } from "@playwright/test";
import { assembleStandalone } from "../../../scripts/assemble-standalone.mjs";
import { e2eEnv, e2ePort } from "../../../scripts/e2e-env.mjs";
import { expect, test } from "../support/test";

// Docker cannot run here, so the image's contents are put together in a folder the way the
// Dockerfile does (scripts/assemble-standalone.mjs) and started the way its CMD does. Its own
// port and data folder: the journeys' server keeps running beside it.
test("the standalone server serves a partner home, a merchant page and /api/ready, and stops cleanly on SIGTERM", async () => {
  test.setTimeout(180_000);
  const folder = mkdtempSync(path.join(tmpdir(), "rewards-standalone-"));
  const port = e2ePort + 57;
  let server: ChildProcess | undefined;
  try {
    assembleStandalone(folder);
    const output: string[] = [];
    server = spawn(process.execPath, ["scripts/serve.mjs"], {
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
    server.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    server.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server?.on("exit", resolve));

    const api = await request.newContext({
      baseURL: `http://127.0.0.1:${String(port)}`,
      extraHTTPHeaders: { host: `harbor.localhost:${String(port)}` },
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

    server.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output.join("")).toContain('"message":"Stopped"');
  } finally {
    if (server && server.exitCode === null) server.kill("SIGKILL");
    rmSync(folder, { recursive: true, force: true });
  }
});
