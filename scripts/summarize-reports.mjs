// Prints the end of a CI run: each step's seconds, each failing test by name, then the plain line
// CI reads, `summary: N passed, M failed` (scripts/test-report-summary.mjs builds them all).
import { existsSync, readFileSync } from "node:fs";
import { summarizeReports } from "./test-report-summary.mjs";

function readJson(path) {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : undefined;
  } catch {
    return undefined;
  }
}

const lines = summarizeReports({
  vitest: readJson("reports/vitest.json"),
  playwright: readJson("reports/playwright.json"),
  steps: readJson("reports/steps.json") ?? [],
});
console.log(lines.join("\n"));
