// Prints the plain line CI reads: `summary: N passed, M failed`, summed over Vitest's and
// Playwright's JSON reports. A step that failed without a runner report (typecheck, lint,
// build) counts as one failure, so a red run can never print "0 failed".
import { existsSync, readFileSync } from "node:fs";

function readJson(path) {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : undefined;
  } catch {
    return undefined;
  }
}

let passed = 0;
let failed = 0;

const vitest = readJson("reports/vitest.json");
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
}

const playwright = readJson("reports/playwright.json");
if (playwright?.stats) {
  passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  failed += playwright.stats.unexpected ?? 0;
}

const steps = readJson("reports/steps.json") ?? [];
const runnerSteps = new Map([
  ["unit and API tests", vitest],
  ["browser journeys", playwright],
]);
for (const step of steps) {
  if (step.ok) continue;
  const report = runnerSteps.get(step.name);
  // A runner that failed but reported no failing test (crash, config error) still counts.
  const reportedFailures = report
    ? (report.numFailedTests ?? 0) + (report.stats?.unexpected ?? 0) + (report.numFailedTestSuites ?? 0)
    : 0;
  if (reportedFailures === 0) failed += 1;
}
if (steps.length === 0) failed += 1;

console.log(`summary: ${passed} passed, ${failed} failed`);
