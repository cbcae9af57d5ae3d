import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { distDirFor } from "../../scripts/build.mjs";
import { e2eEnv, e2ePort } from "../../scripts/e2e-env.mjs";
import { ProductionVisitor, waitFor } from "./support/production-visitor";

const portB = e2ePort + 63;

function canonical(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
}

// The journeys' server (Playwright's webServer, `npm start` on e2ePort) serves `.next`. A second
// `npm start` from the same checkout on another port builds into a folder of its own and serves
// its own canonical URLs, while `.next` stays as it was and the first server keeps answering.
test("a second npm start on another port never rebuilds under the running one", async () => {
  test.setTimeout(600_000);
  const buildId = readFileSync(".next/BUILD_ID", "utf8");
  const builtAt = statSync(".next/BUILD_ID").mtimeMs;
  const dataDir = mkdtempSync(path.join(tmpdir(), "rewards-second-start-"));
  // A developer's second start: the defaults, another port, no journey settings.
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [...Object.keys(e2eEnv), "NEXT_DIST_DIR"]) Reflect.deleteProperty(env, name);
  Object.assign(env, { PORT: String(portB), DATA_DIR: dataDir, SSO_LOCAL_PORT: String(portB + 700) });
  const ownFolder = distDirFor(env);
  expect(ownFolder).not.toBe(".next");
  // A retry after a timeout (a machine under heavy load) may find the folder the first try's
  // server went on building: start from none, so "builds once" is checked again.
  rmSync(ownFolder, { recursive: true, force: true });
  const output: string[] = [];
  let second: ChildProcess | undefined;
  try {
    second = spawn(process.execPath, ["scripts/start.mjs"], { env, stdio: ["ignore", "pipe", "pipe"] });
    second.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    second.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    const visitorB = new ProductionVisitor(`harbor.localhost:${String(portB)}`, "198.51.100.63");
    const visitorA = new ProductionVisitor(`harbor.localhost:${String(e2ePort)}`, "198.51.100.64");
    await waitFor(
      async () => {
        if (second?.exitCode !== null) throw new Error(`The second start ended:\n${output.join("")}`);
        return (await visitorB.call(portB, "GET", "/api/health")).status === 200;
      },
      540_000,
      "the second server",
    );
    expect(output.join("")).toContain(`Building the production bundle once into ${ownFolder}`);
    expect(readFileSync(".next/BUILD_ID", "utf8")).toBe(buildId);
    expect(statSync(".next/BUILD_ID").mtimeMs).toBe(builtAt);
    const home = { accept: "text/html" };
    expect(canonical((await visitorB.call(portB, "GET", "/", undefined, home)).text)).toBe(
      `http://harbor.localhost:${String(portB)}`,
    );
    const first = await visitorA.call(e2ePort, "GET", "/", undefined, home);
    expect(first.status).toBe(200);
    expect(canonical(first.text)).toBe(`http://harbor.localhost:${String(e2ePort)}`);
  } finally {
    second?.kill("SIGTERM");
    if (second && second.exitCode === null) await new Promise((resolve) => second?.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(ownFolder, { recursive: true, force: true });
  }
});
