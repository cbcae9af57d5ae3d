// The end of a CI run's output, from Vitest's and Playwright's JSON reports and the steps' outcomes:
// each step's seconds (so the next change to the run is measured), one line per failing (or
// flaky) test, then the plain line CI reads, `summary: N passed, M failed`.
// CI keeps only the tail of a run's output, so the names must be here, not only in the runner's log.
// A step that failed without a runner report (typecheck, lint, build), or whose runner failed
// without naming a test (an unhandled error), counts as one failure: a red run never says "0 failed".

const runnerSteps = ["unit and API tests", "browser journeys"];

function relative(root, path) {
  return path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path;
}

function vitestFailures(report, root) {
  const lines = [];
  let unloaded = 0;
  for (const file of report?.testResults ?? []) {
    const name = relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failed) lines.push(`failed: ${name} › ${test.fullName}`);
    if (file.status === "failed" && failed.length === 0) {
      lines.push(`failed: ${name} (the file did not load: ${String(file.message ?? "").split("\n")[0]})`);
      unloaded += 1;
    }
  }
  return { lines, unloaded };
}

// A report's top-level suites are files (titled by their path); nested ones are describe blocks.
function* playwrightSpecs(suite, file, titles) {
  for (const spec of suite.specs ?? []) yield { file, titles, spec };
  for (const child of suite.suites ?? []) yield* playwrightSpecs(child, file, [...titles, child.title]);
}

function playwrightOutcomes(report) {
  const lines = [];
  for (const top of report?.suites ?? []) {
    for (const { file, titles, spec } of playwrightSpecs(top, top.file ?? top.title, [])) {
      const name = [`${file}:${String(spec.line)}`, ...titles, spec.title].join(" › ");
      for (const test of spec.tests ?? []) {
        if (test.status === "unexpected") lines.push(`failed: [${test.projectName}] ${name}`);
        if (test.status === "flaky") lines.push(`flaky (passed on retry): [${test.projectName}] ${name}`);
      }
    }
  }
  return lines;
}

/** One line per step that says how long it took (scripts/test.mjs measures each), and their sum. */
function stepTimes(steps) {
  const timed = steps.filter((step) => typeof step.seconds === "number");
  if (timed.length === 0) return [];
  const total = timed.reduce((sum, step) => sum + step.seconds, 0);
  return [
    ...timed.map((step) => `step ${step.name}: ${String(step.seconds)} s${step.ok ? "" : " (failed)"}`),
    `steps: ${String(total)} s in all`,
  ];
}

/**
 * @param {{ vitest?: any, playwright?: any, steps: { name: string, ok: boolean, seconds?: number }[], root?: string }} input
 * @returns {string[]} the lines to print, the summary line last
 */
export function summarizeReports({ vitest, playwright, steps, root = process.cwd() }) {
  const unit = vitestFailures(vitest, root);
  const lines = [...stepTimes(steps), ...unit.lines, ...playwrightOutcomes(playwright)];
  const passed =
    (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0);
  let failed = (vitest?.numFailedTests ?? 0) + unit.unloaded + (playwright?.stats?.unexpected ?? 0);
  const reports = new Map([
    [runnerSteps[0], vitest],
    [runnerSteps[1], playwright],
  ]);
  for (const step of steps) {
    if (step.ok) continue;
    if (!runnerSteps.includes(step.name)) {
      lines.push(`failed: the step ${step.name} (see its output above)`);
      failed += 1;
      continue;
    }
    const report = reports.get(step.name);
    const named =
      (report?.numFailedTests ?? 0) + (report?.stats?.unexpected ?? 0) + (report?.numFailedTestSuites ?? 0);
    if (named === 0) {
      lines.push(
        `failed: the step ${step.name}, with no failing test in its report (an unhandled error or a crash; see its output above)`,
      );
      failed += 1;
    }
  }
  if (steps.length === 0) {
    lines.push("failed: no step reported (the run stopped before its first step)");
    failed += 1;
  }
  lines.push(`summary: ${String(passed)} passed, ${String(failed)} failed`);
  return lines;
}
