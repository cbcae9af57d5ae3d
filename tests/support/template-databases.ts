import type { TestProject } from "vitest/node";
import { endTemplateRun, startTemplateRun } from "../../backend/db/test-templates";

/**
 * Vitest's global setup: the run's template databases (backend/db/test-templates.ts), made as
 * suites first ask for them and removed when the run ends. The suites' workers read where they
 * are with inject("testDatabaseTemplates") (backend/db/testing.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL_TEST;
  const run = await startTemplateRun(serverUrl);
  project.provide("testDatabaseTemplates", run);
  return () => endTemplateRun(run, serverUrl);
}
