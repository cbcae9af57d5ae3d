// `npm start`: build when no build exists for these public settings (into a folder of its own,
// never under another running server: scripts/build.mjs), create, migrate and seed the database
// when needed, then serve. Plain JavaScript: it runs before anything is compiled.
import "./ensure-node.mjs";
import { spawn, spawnSync } from "node:child_process";
import { build, buildIsCurrent, distDirFor } from "./build.mjs";

const env = { ...process.env, APP_ENV: process.env.APP_ENV || "local" };
env.NEXT_DIST_DIR = distDirFor(env);
const port = env.PORT || "3000";

if (!buildIsCurrent(env)) {
  console.log(`Building the production bundle once into ${env.NEXT_DIST_DIR} (about a minute).`);
  if (build(env) !== 0) process.exit(1);
}

const setup = spawnSync("npx", ["tsx", "backend/db/setup.ts"], { stdio: "inherit", env });
if (setup.status !== 0) process.exit(setup.status ?? 1);

console.log(`Serving on http://localhost:${port} (each partner at http://<code>.localhost:${port})`);
// Our own server around Next's handler: socket addresses, malformed URLs, graceful drain (serve.mjs).
const server = spawn(process.execPath, ["scripts/serve.mjs", port], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
