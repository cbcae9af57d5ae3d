import { describe, expect, it } from "vitest";
import { summarizeReports } from "./test-report-summary.mjs";

const vitestReport = {
  numPassedTests: 3,
  numFailedTests: 1,
  numFailedTestSuites: 0,
  testResults: [
    {
      name: "/repo/tests/api/members.test.ts",
      assertionResults: [
        { status: "passed", fullName: "members lists" },
        { status: "failed", fullName: "members refuses a stale session" },
      ],
    },
  ],
};

const playwrightReport = {
  stats: { expected: 5, flaky: 1, unexpected: 1 },
  suites: [
    {
      title: "tests/e2e/every-partner/search.spec.ts",
      file: "tests/e2e/every-partner/search.spec.ts",
      suites: [
        {
          title: "search",
          specs: [
            {
              title: "pages through results",
              line: 12,
              tests: [
                { projectName: "harbor", status: "unexpected" },
                { projectName: "skyway", status: "expected" },
              ],
            },
            { title: "filters", line: 40, tests: [{ projectName: "harbor", status: "flaky" }] },
          ],
        },
      ],
    },
  ],
};

describe("summarizeReports", () => {
  it("sums both runners and names every failing test, so a red run's last lines say what failed", () => {
    const lines = summarizeReports({
      root: "/repo",
      vitest: vitestReport,
      playwright: playwrightReport,
      steps: [
        { name: "unit and API tests", ok: false },
        { name: "browser journeys", ok: false },
      ],
    });
    expect(lines).toEqual([
      "failed: tests/api/members.test.ts › members refuses a stale session",
      "failed: [harbor] tests/e2e/every-partner/search.spec.ts:12 › search › pages through results",
      "flaky (passed on retry): [harbor] tests/e2e/every-partner/search.spec.ts:40 › search › filters",
      "summary: 9 passed, 2 failed",
    ]);
  });

  it("counts a step that failed without naming a test (a crash, an unhandled error) and says so", () => {
    const lines = summarizeReports({
      root: "/repo",
      vitest: { numPassedTests: 4, numFailedTests: 0, numFailedTestSuites: 0, testResults: [] },
      playwright: undefined,
      steps: [
        { name: "typecheck", ok: false },
        { name: "unit and API tests", ok: false },
      ],
    });
    expect(lines).toEqual([
      "failed: the step typecheck (see its output above)",
      "failed: the step unit and API tests, with no failing test in its report (an unhandled error or a crash; see its output above)",
      "summary: 4 passed, 2 failed",
    ]);
  });

  it("names a test file that failed to load", () => {
    const lines = summarizeReports({
      root: "/repo",
      vitest: {
        numPassedTests: 0,
        numFailedTests: 0,
        numFailedTestSuites: 1,
        testResults: [
          { name: "/repo/a.test.ts", status: "failed", message: "Cannot find module", assertionResults: [] },
        ],
      },
      playwright: undefined,
      steps: [{ name: "unit and API tests", ok: false }],
    });
    expect(lines).toEqual([
      "failed: a.test.ts (the file did not load: Cannot find module)",
      "summary: 0 passed, 1 failed",
    ]);
  });

  it("says how long each step took, before the summary line, which stays last", () => {
    const lines = summarizeReports({
      root: "/repo",
      vitest: { numPassedTests: 4, numFailedTests: 0, numFailedTestSuites: 0, testResults: [] },
      playwright: undefined,
      steps: [
        { name: "typecheck", ok: true, seconds: 41 },
        { name: "lint", ok: false, seconds: 63 },
        { name: "unit and API tests", ok: true, seconds: 600 },
      ],
    });
    expect(lines).toEqual([
      "step typecheck: 41 s",
      "step lint: 63 s (failed)",
      "step unit and API tests: 600 s",
      "steps: 704 s in all",
      "failed: the step lint (see its output above)",
      "summary: 4 passed, 1 failed",
    ]);
  });

  it("never reports green when no step ran", () => {
    expect(summarizeReports({ root: "/repo", vitest: undefined, playwright: undefined, steps: [] })).toEqual([
      "failed: no step reported (the run stopped before its first step)",
      "summary: 0 passed, 1 failed",
    ]);
  });
});
