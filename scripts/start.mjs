// `npm start`: build when no build exists, create/migrate/seed the database when needed, then serve.
// Kept in plain JavaScript so it runs before anything is compiled.
import { spawnSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";

const env = { ...process.env, APP_ENV: process.env.APP_ENV || "local" };
const port = env.PORT || "3000";

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(".next/BUILD_ID")) {
  console.log("No production build found: building once (about a minute).");
  run("npx", ["next", "build"]);
}

run("npx", ["tsx", "backend/db/setup.ts"]);

console.log(`Serving on http://localhost:${port} (partners at http://<code>.localhost:${port})`);
const server = spawn("npx", ["next", "start", "-p", port], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
