// The product runs on Node.js 24 LTS (22 LTS works from 22.22.2). A machine whose own Node is
// older (this kind of machine ships 20, past end of life) gets the official Node binary once, from
// the npm registry's `node-<platform>-<arch>` package, into .tools/; entry scripts then re-run
// themselves under it. The version is pinned, like every dependency: a fresh machine and CI run
// exactly the Node the last change was tested on (Renovate proposes the next one). Plain
// JavaScript with no dependencies: it runs before anything is installed or compiled.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const minimumNodeMajor = 22;
/**
 * The oldest release of each line the dependencies accept (package.json `engines`: jsdom needs
 * ^22.22.2 || ^24.15.0, iron-session 9 >=22.13, undici >=22.19); odd lines are never LTS.
 */
const oldestSupported = { 22: [22, 2], 24: [15, 0] };
/** The exact Node fetched into .tools/ (the .nvmrc line, the Dockerfile's base image). */
export const pinnedNodeVersion = "24.21.0";
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const toolsDir = join(root, ".tools");
const packageName = `node-${process.platform}-${process.arch}`;
const binDir = join(toolsDir, "node_modules", packageName, "bin");

export function runningNodeIsSupported(version = process.versions.node) {
  const [major = 0, minor = 0, patch = 0] = version.split(".").map(Number);
  if (major >= 26) return true;
  const oldest = oldestSupported[major];
  if (!oldest) return false;
  const [oldestMinor, oldestPatch] = oldest;
  return minor > oldestMinor || (minor === oldestMinor && patch >= oldestPatch);
}

/** The version of the Node in .tools/, if one is installed there. */
function installedFallbackVersion() {
  try {
    return JSON.parse(readFileSync(join(toolsDir, "node_modules", packageName, "package.json"), "utf8"))
      .version;
  } catch {
    return undefined;
  }
}

/** The path to the fallback Node binary, installing the pinned version into .tools/ when it is not there. */
function fallbackNode() {
  const node = join(binDir, "node");
  if (existsSync(node) && installedFallbackVersion() === pinnedNodeVersion) return node;
  const install = spawnSync(
    "npm",
    [
      "install",
      "--prefix",
      toolsDir,
      "--no-save",
      "--no-package-lock",
      "--no-audit",
      "--no-fund",
      "--loglevel=error",
      `${packageName}@${pinnedNodeVersion}`,
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  if (install.status !== 0 || !existsSync(node)) {
    console.error(
      `Could not install ${packageName}@${pinnedNodeVersion}; install Node.js ${pinnedNodeVersion} and try again.`,
    );
    process.exit(1);
  }
  return node;
}

/** The environment with the fallback Node first on PATH, so npx and child scripts use it too. */
function withFallbackOnPath(env) {
  return { ...env, PATH: `${binDir}${delimiter}${env.PATH ?? ""}` };
}

/**
 * Re-runs `command` (default: this very script with its arguments) under the pinned Node when the running
 * Node is too old, and exits with its status. Returns without doing anything on a supported Node.
 */
export async function ensureSupportedNode(argv = process.argv.slice(1)) {
  if (runningNodeIsSupported()) return;
  const node = fallbackNode();
  const version = spawnSync(node, ["-v"], { encoding: "utf8" }).stdout.trim();
  console.log(
    `Node ${process.versions.node} is older than ${minimumNodeMajor}: running under ${version} from .tools/.`,
  );
  const child = spawn(node, argv, { stdio: "inherit", env: withFallbackOnPath(process.env) });
  // The child gets termination signals too, so a process manager's SIGTERM reaches the server.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) =>
    child.on("exit", (status, signal) => resolve(status ?? (signal ? 1 : 0))),
  );
  process.exit(code);
}

// `node scripts/node-runtime.mjs bin`: prints the folder to put first on PATH for a supported
// Node (installing the pinned Node there when the running Node is too old), or nothing when it is fine.
if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === "bin") {
  if (!runningNodeIsSupported()) {
    fallbackNode();
    console.log(binDir);
  }
}
