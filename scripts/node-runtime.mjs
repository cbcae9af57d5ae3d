// The product runs on Node.js 24 LTS (22 LTS works). A machine whose own Node is older (this
// kind of machine ships 20, past end of life) gets the official Node 24 binary once, from the
// npm registry's `node-<platform>-<arch>` package, into .tools/; entry scripts then re-run
// themselves under it. Plain JavaScript with no dependencies: it runs before anything is installed
// or compiled.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const minimumNodeMajor = 22;
const fallbackNodeMajor = 24;
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const toolsDir = join(root, ".tools");
const packageName = `node-${process.platform}-${process.arch}`;
const binDir = join(toolsDir, "node_modules", packageName, "bin");

export function runningNodeIsSupported(version = process.versions.node) {
  return Number(version.split(".")[0]) >= minimumNodeMajor;
}

/** The path to the fallback Node binary, installing it into .tools/ the first time. */
function fallbackNode() {
  const node = join(binDir, "node");
  if (existsSync(node)) return node;
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
      `${packageName}@${fallbackNodeMajor}`,
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  if (install.status !== 0 || !existsSync(node)) {
    console.error(
      `Could not install ${packageName}@${fallbackNodeMajor}; install Node.js ${fallbackNodeMajor} and try again.`,
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
 * Re-runs `command` (default: this very script with its arguments) under Node 24 when the running
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
// Node (installing Node 24 there when the running Node is too old), or nothing when it is fine.
if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === "bin") {
  if (!runningNodeIsSupported()) {
    fallbackNode();
    console.log(binDir);
  }
}
