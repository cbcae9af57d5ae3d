import { scratchDatabase } from "@/backend/db/scratch-database";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { solveAltcha } from "@/lib/client/browser/solve-altcha";
import { altchaChallengeSchema } from "@/shared/contracts/human-check";
import { memberAccountSchema } from "@/shared/contracts/member-account";
import { partnerCodes } from "@/partners/registry";
import { e2ePort } from "../../scripts/e2e-env.mjs";
import {
  buildContext,
  parseDockerfile,
  performStages,
  type PerformedImage,
} from "./support/dockerfile-stages";
import { ProductionVisitor, waitFor } from "./support/production-visitor";
import { merchantLine } from "./support/merchant-line";

const postgresUrl = process.env.DATABASE_URL_TEST;
const port = e2ePort + 71;
const unusedIssuerPort = e2ePort + 72;
const repoRoot = path.resolve(import.meta.dirname, "../..");
const origin = (code: string) => `https://dining.${code}.example`;

/** The release step as deploy/compose.yaml runs it: the `migrate` service's command. */
function composeMigrateCommand(): string[] {
  const compose = readFileSync(path.join(repoRoot, "deploy/compose.yaml"), "utf8");
  const service = /\n {2}migrate:\n((?: {4}.*\n|\n)+)/.exec(compose)?.[1] ?? "";
  const command = /\n? {4}command: (\[.*\])/.exec(service)?.[1];
  if (!command) throw new Error("deploy/compose.yaml has no migrate service with a command");
  return JSON.parse(command) as string[];
}

/** What a deployment gives the container at run time, and nothing of this machine but PATH and HOME. */
function runtimeEnv(imageEnv: Readonly<Record<string, string>>, databaseUrl: string): NodeJS.ProcessEnv {
  const cardKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({
    type: "pkcs8",
    format: "pem",
  });
  const env: Record<string, string> = {
    PATH: `${path.dirname(process.execPath)}:/usr/bin:/bin`,
    HOME: homedir(),
    ...imageEnv,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: "image-stages-test-secret-0123456789-abcdef",
    DIGEST_SECRET: "image-stages-test-digest-secret-0123456789",
    CARD_PRIVATE_KEY_PEM: cardKey.toString(),
    SMTP_URL: "smtp://127.0.0.1:2525",
    // The SSO partners' provider does not answer: readiness must not care (a partner's problem).
    SSO_ISSUER: `http://127.0.0.1:${String(unusedIssuerPort)}`,
    METRICS_TOKEN: "image-stages-metrics-token",
    TRUST_PROXY: "true",
    LOG_LEVEL: "warn",
    SHUTDOWN_DELAY_SECONDS: "3",
    ...Object.fromEntries(partnerCodes.map((code) => [`PUBLIC_ORIGIN_${code.toUpperCase()}`, origin(code)])),
  };
  // The image's own ENV sets NODE_ENV; nothing else of this process's environment is passed on.
  return env as NodeJS.ProcessEnv;
}

function start(root: string, cmd: readonly string[], env: NodeJS.ProcessEnv) {
  const [command = "node", ...args] = cmd;
  const output: string[] = [];
  const child: ChildProcess = spawn(command === "node" ? process.execPath : command, args, {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { child, output, exited };
}

/** The Dockerfile's stages performed on a clean copy of this tree, with no build argument. */
async function performed(workspace: string, log: string[]): Promise<PerformedImage> {
  const context = path.join(workspace, "context");
  buildContext(repoRoot, context);
  return performStages({
    dockerfile: readFileSync(path.join(repoRoot, "Dockerfile"), "utf8"),
    context,
    workspace: path.join(workspace, "stages"),
    machine: {
      PATH: `${path.dirname(process.execPath)}:/usr/bin:/bin`,
      HOME: homedir(),
      // npm ci from npm's cache on this machine, going to the registry only for what it lacks.
      npm_config_prefer_offline: "true",
      npm_config_update_notifier: "false",
      // How this machine reaches the registry (its certificate authorities and proxies), as a
      // build host passes them to the build: without them npm cannot fetch what its cache lacks.
      ...registryAccess(),
    },
    log,
  });
}

/** The environment variables through which this machine reaches the npm registry, where set. */
function registryAccess(): Record<string, string> {
  const names = [
    "NODE_EXTRA_CA_CERTS",
    "SSL_CERT_FILE",
    "SSL_CERT_DIR",
    "HTTPS_PROXY",
    "HTTP_PROXY",
    "NO_PROXY",
  ];
  const found: Record<string, string> = {};
  for (const name of [...names, ...names.map((upper) => upper.toLowerCase())]) {
    const value = process.env[name];
    if (value) found[name] = value;
  }
  return found;
}

const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

// The Dockerfile's stages as written, on a clean copy of the tree, with no secret and no partner
// origin at build time; then the result started the way its CMD starts it, with run-time settings
// only, after compose's release step. About 5-10 minutes: `npm ci` from npm's cache and a full
// `next build` on this machine.
test("the Dockerfile's stages build without run-time settings, and the result migrates, serves and signs in with run-time settings alone", async () => {
  test.skip(!postgresUrl, "needs PostgreSQL (DATABASE_URL_TEST)");
  test.setTimeout(1_500_000);
  // IMAGE_STAGES_DIR keeps the performed stages in that folder and reuses them on the next run
  // (a developer re-checking the run-time half); unset, each run builds afresh and cleans up.
  const kept = process.env.IMAGE_STAGES_DIR;
  const workspace = kept ?? mkdtempSync(path.join(tmpdir(), "rewards-image-"));
  const database = await scratchDatabase(postgresUrl ?? "", "rewards_image");
  let server: ReturnType<typeof start> | undefined;
  const log: string[] = [];
  try {
    const performedFile = path.join(workspace, "image.json");
    const image: PerformedImage =
      kept && existsSync(performedFile)
        ? (JSON.parse(readFileSync(performedFile, "utf8")) as PerformedImage)
        : await performed(workspace, log);
    if (kept) writeFileSync(performedFile, JSON.stringify(image));
    // Nothing of a deployment was baked in: no page under a partner was prerendered.
    const prerendered = JSON.parse(
      readFileSync(path.join(image.root, ".next", "prerender-manifest.json"), "utf8"),
    ) as { routes: Record<string, unknown> };
    // Only what reads the partner's config alone: its manifest, icons and home link preview (0071).
    expect(
      Object.keys(prerendered.routes)
        .filter((route) => route.startsWith("/harbor"))
        .sort(),
    ).toEqual([
      "/harbor/brand-icon",
      "/harbor/icons/apple-touch-icon.png",
      "/harbor/icons/favicon-32.png",
      "/harbor/icons/icon-192.png",
      "/harbor/icons/icon-512.png",
      "/harbor/icons/icon-maskable-512.png",
      "/harbor/link-preview",
      "/harbor/manifest.webmanifest",
    ]);

    const env = runtimeEnv(image.env, database.url);

    // The release step from the same image, as compose's migrate service runs it.
    const [migrateCommand = "node", ...migrateArgs] = composeMigrateCommand();
    const migrated = spawnSync(migrateCommand === "node" ? process.execPath : migrateCommand, migrateArgs, {
      cwd: image.root,
      env,
      encoding: "utf8",
    });
    expect(migrated.status, `${migrated.stdout}${migrated.stderr}`).toBe(0);
    expect(migrated.stdout).toContain("migrated");

    // A periodic job run by hand from the same image (decision 0052), as an operator would.
    const pruned = spawnSync(process.execPath, ["scripts/jobs.mjs", "prune"], {
      cwd: image.root,
      env,
      encoding: "utf8",
    });
    expect(pruned.status, `${pruned.stdout}${pruned.stderr}`).toBe(0);
    expect(pruned.stdout).toContain("prune:");

    // A merchant, imported with this checkout's tool as an operator would.
    const merchantFile = path.join(workspace, "merchants.jsonl");
    writeFileSync(
      merchantFile,
      merchantLine({ id: "image-0001", name: "Image Stage Grill", campaigns: ["harbor:0:IMG-0001"] }),
    );
    const imported = spawnSync(
      process.execPath,
      ["scripts/with-node.mjs", "tsx", "backend/db/import/cli.ts", merchantFile],
      { cwd: repoRoot, env: { ...process.env, ...env }, encoding: "utf8" },
    );
    expect(imported.status, imported.stderr).toBe(0);

    server = start(image.root, image.cmd, env);
    const running = server;
    // Partners by their local host names; their public origins are the deployment's settings.
    const harbor = new ProductionVisitor(`harbor.localhost:${String(port)}`, "198.51.100.71");
    await waitFor(
      async () => {
        if (running.child.exitCode !== null) throw new Error(`The server ended:\n${running.output.join("")}`);
        return (await harbor.call(port, "GET", "/api/ready")).status === 200;
      },
      120_000,
      "/api/ready",
    );

    // Pages carry the deployment's origins, read at run time, each partner its own.
    const home = await harbor.call(port, "GET", "/", undefined, { accept: "text/html" });
    expect(home.status).toBe(200);
    expect(canonical(home.text)).toBe(origin("harbor"));
    const skyway = new ProductionVisitor(`skyway.localhost:${String(port)}`, "198.51.100.72");
    const skywayHome = await skyway.call(port, "GET", "/", undefined, { accept: "text/html" });
    expect(canonical(skywayHome.text)).toBe(origin("skyway"));
    expect((await harbor.call(port, "GET", "/robots.txt")).text).toContain(`${origin("harbor")}/sitemap.xml`);

    const merchant = await harbor.call(port, "GET", "/merchants/image-0001", undefined, {
      accept: "text/html",
    });
    expect(merchant.status).toBe(200);
    expect(merchant.text).toContain("Image Stage Grill");
    expect(canonical(merchant.text)).toBe(`${origin("harbor")}/merchants/image-0001`);

    // Sign-up and sign-in on the sign-in page's API, as a member of a direct partner.
    expect((await harbor.call(port, "GET", "/login", undefined, { accept: "text/html" })).status).toBe(200);
    const email = `image-${Date.now().toString(36)}@example.com`;
    const password = "Image-Stages-2026-password";
    const challenge = altchaChallengeSchema.parse(
      (await harbor.call(port, "GET", "/api/HumanCheck/challenge")).json(),
    );
    const created = await harbor.send(port, "POST", "/api/Members/Prospects", {
      firstName: "Image",
      lastName: "Stages",
      email,
      password,
      passwordConfirm: password,
      zipCode: "10001",
      termsAccepted: true,
      gRecaptchaResponse: await solveAltcha(challenge),
    });
    expect(created.status, created.text).toBe(201);
    const signedIn = await harbor.send(port, "POST", "/api/Members/SignIn", { email, password });
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(memberAccountSchema.parse((await harbor.call(port, "GET", "/api/Member")).json()).email).toBe(
      email,
    );

    // The SSO partners' provider is down: the instance stays ready, a metric names the provider,
    // and that partner's sign-in says it is unavailable.
    expect((await harbor.call(port, "GET", "/api/ready")).status).toBe(200);
    const metricsText = (
      await harbor.call(port, "GET", "/api/metrics", undefined, {
        authorization: `Bearer ${env.METRICS_TOKEN ?? ""}`,
      })
    ).text;
    expect(metricsText).toMatch(/rewards_identity_provider_up\{[^}]*partners="skyway"[^}]*\} 0/);
    const ssoSignIn = await skyway.call(port, "GET", "/api/sso/login", undefined, { accept: "text/html" });
    expect(ssoSignIn.status).toBe(503);
    expect(ssoSignIn.text).toContain("Sign-in is unavailable for now");

    // SIGTERM: unready at once while still serving (SHUTDOWN_DELAY_SECONDS), then a clean exit.
    running.child.kill("SIGTERM");
    await waitFor(
      async () => (await harbor.call(port, "GET", "/api/ready")).status === 503,
      2_000,
      "/api/ready turning 503 on SIGTERM",
    );
    expect((await harbor.call(port, "GET", "/api/health")).status).toBe(200);
    expect(await running.exited).toBe(0);

    // A start that lacks a production setting stops at once, naming it.
    const incomplete = { ...env };
    Reflect.deleteProperty(incomplete, "SESSION_SECRET");
    const refused = start(image.root, image.cmd, incomplete);
    const refusedStatus = await Promise.race([
      refused.exited,
      new Promise<"still running">((resolve) =>
        setTimeout(() => {
          resolve("still running");
        }, 60_000),
      ),
    ]);
    if (refusedStatus === "still running") refused.child.kill("SIGKILL");
    expect(refusedStatus, refused.output.join("")).not.toBe(0);
    expect(refusedStatus).not.toBe("still running");
    expect(refused.output.join("")).toContain("SESSION_SECRET");
  } catch (error) {
    writeFileSync(path.join(tmpdir(), "rewards-image-stages.log"), log.join(""));
    throw error;
  } finally {
    if (server && server.child.exitCode === null) server.child.kill("SIGKILL");
    if (!kept) rmSync(workspace, { recursive: true, force: true });
    await database.drop();
  }
});

/** The container engines that could build the real image here, each with why it cannot. */
function containerEngine(baseImages: readonly string[]): { engine?: string; reason: string } {
  const reasons: string[] = [];
  for (const engine of ["docker", "podman", "buildah"]) {
    const present = spawnSync(engine, ["--version"], { encoding: "utf8" });
    if (present.error) {
      reasons.push(`${engine}: not installed`);
      continue;
    }
    const info = spawnSync(engine, engine === "buildah" ? ["info"] : ["info"], {
      encoding: "utf8",
      timeout: 20_000,
    });
    if (info.status !== 0) {
      reasons.push(
        `${engine}: installed, but it does not run here (${(info.stderr || info.stdout).trim().split("\n")[0] ?? ""})`,
      );
      continue;
    }
    const missing = baseImages.filter(
      (image) =>
        spawnSync(
          engine,
          engine === "buildah" ? ["inspect", "--type", "image", image] : ["image", "inspect", image],
          {
            encoding: "utf8",
          },
        ).status !== 0,
    );
    if (missing.length > 0) {
      reasons.push(
        `${engine}: runs, but the base image ${missing.join(", ")} is not stored locally and this machine reaches no container registry`,
      );
      continue;
    }
    return { engine, reason: "" };
  }
  // Installing podman or buildah (Debian has both) would not help: the base image comes only
  // from a container registry.
  return {
    reason: `${reasons.join("; ")}. The base image (${baseImages.join(", ")}) comes only from a container registry, which this machine does not reach`,
  };
}

// The real image, where a container engine can build it: it needs the base image (node:24…),
// which only a container registry provides, and this machine reaches none (the npm and Debian
// registries only), so here it skips with the reason.
test("the real image builds with a container engine", () => {
  const baseImages = [
    ...new Set(
      parseDockerfile(readFileSync(path.join(repoRoot, "Dockerfile"), "utf8"))
        .map((stage) => stage.from)
        .filter((from) => from.includes(":")),
    ),
  ];
  const { engine, reason } = containerEngine(baseImages);
  test.skip(!engine, reason);
  test.setTimeout(1_500_000);
  const built = spawnSync(engine ?? "docker", ["build", "--tag", "dining-rewards:test", "."], {
    cwd: repoRoot,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  expect(built.status, built.stderr.slice(-4000)).toBe(0);
});
