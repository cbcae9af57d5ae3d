// `npm test`: every check that decides pass or fail, in order. Each step runs even when an
// earlier one failed, so one run reports everything; the exit code is non-zero if any failed.
// Step outcomes go to reports/steps.json for .ci/run's summary line.
import "./ensure-node.mjs";
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { e2eEnv } from "./e2e-env.mjs";
import { localServiceEnv } from "./local-services.mjs";

const steps = [
  ["typecheck", "npx", ["tsc", "--noEmit"]],
  ["lint", "npx", ["eslint", "--max-warnings=0", "."]],
  // One format for every file (.prettierrc); `npm run format` writes it.
  ["format", "npx", ["prettier", "--check", "."]],
  // Unused files, exports and dependencies (knip.json names the entry points).
  ["unused code", "npx", ["knip", "--no-progress"]],
  ["unit and API tests", "npx", ["vitest", "run"]],
  // Built with the journeys' settings, so Playwright's `npm start` serves it without rebuilding.
  ["production build", "node", ["scripts/build.mjs"], e2eEnv],
  ["browser journeys", "npx", ["playwright", "test"]],
];

// Every step, the journeys' server included, sees the same servers.
Object.assign(process.env, await localServiceEnv());
rmSync("reports", { recursive: true, force: true });
mkdirSync("reports", { recursive: true });
const outcomes = [];
for (const [name, command, args, extraEnv] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...extraEnv } });
  const ok = result.status === 0;
  outcomes.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  console.log(`=== ${name}: ${ok ? "ok" : "FAILED"}`);
}
writeFileSync("reports/steps.json", JSON.stringify(outcomes, null, 2));
const failed = outcomes.filter((o) => !o.ok).map((o) => o.name);
console.log(failed.length ? `\nFailed steps: ${failed.join(", ")}` : "\nAll steps passed.");
process.exit(failed.length ? 1 : 0);
