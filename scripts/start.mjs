// `npm start`: build when no build exists for these public settings (into a folder of its own,
// never under another running server: scripts/build.mjs), create, migrate and seed the database
// when needed, then serve. A local start prints what a newcomer needs: the seed, where it serves,
// each partner's host, and every warning and error (scripts/start-output.mjs, decision 0066).
// Plain JavaScript: it runs before anything is compiled.
import "./ensure-node.mjs";
import { spawn, spawnSync } from "node:child_process";
import { build, buildIsCurrent, distDirFor } from "./build.mjs";
import { partnerFolders } from "./partner-registry.mjs";
import { relayLines, servingPort, startEnvironment, welcomeLines } from "./start-output.mjs";

const env = startEnvironment({ ...process.env, APP_ENV: process.env.APP_ENV || "local" });
env.NEXT_DIST_DIR = distDirFor(env);
const port = env.PORT || "3000";
const local = env.APP_ENV === "local";

if (!buildIsCurrent(env)) {
  console.log(
    local
      ? `Building the production bundle once into ${env.NEXT_DIST_DIR} (about a minute; its report shows only if it fails).`
      : `Building the production bundle once into ${env.NEXT_DIST_DIR} (about a minute).`,
  );
  if (build(env, { quiet: local }) !== 0) process.exit(1);
}

// Prints one line: the database, and what it seeded.
const setup = spawnSync("npx", ["tsx", "--conditions=react-server", "backend/db/setup.ts"], {
  stdio: "inherit",
  env,
});
if (setup.status !== 0) process.exit(setup.status ?? 1);

// Our own server around Next's handler: socket addresses, malformed URLs, graceful drain (serve.mjs).
const server = spawn(process.execPath, ["scripts/serve.mjs", port], {
  stdio: ["inherit", "pipe", "pipe"],
  env,
});
relayLines(server.stdout, process.stdout, (line) => {
  const listening = local ? servingPort(line) : null;
  return listening === null ? null : welcomeLines({ port: listening, partners: partnerFolders(), env });
});
relayLines(server.stderr, process.stderr);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
