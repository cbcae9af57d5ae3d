import "server-only";
import { inject } from "vitest";
import type { DbConnection } from "./connection";
import type { Db } from "./database";
import { openPgliteFromTemplate, openPostgresFromTemplate, type TemplateRun } from "./test-templates";

/** Test support: fresh, migrated databases for the backend suites (Vitest only). */
export type TestDbKind = "pglite" | "postgres";

export interface TestDb {
  readonly db: Db;
  readonly kind: TestDbKind;
  close(): Promise<void>;
}

/**
 * The databases a backend suite runs on: PGlite always, and the PostgreSQL server that
 * DATABASE_URL_TEST names (`npm test` sets it when one answers) for suites where the dialect
 * matters. PGlite is PostgreSQL's own engine, so the SQL is the same; what only a server shows is
 * concurrency (one PGlite connection never waits on a lock or loses a race), node-postgres's
 * parsing and errors, and the server's own settings. Suites of search, reservations, ingestion,
 * sessions, rate limits and jobs, and any suite with concurrent writes, locks or SQL of its own,
 * pass `{ dialectMatters: true }` (docs/decisions/0051 lists the others and why).
 * EVERY_SUITE_ON_POSTGRES=1 runs every suite on both, as all did before.
 */
export function testDbKinds(options: { dialectMatters?: boolean } = {}): TestDbKind[] {
  if (!process.env.DATABASE_URL_TEST) return ["pglite"];
  const everySuite = process.env.EVERY_SUITE_ON_POSTGRES === "1";
  return options.dialectMatters || everySuite ? ["pglite", "postgres"] : ["pglite"];
}

/** The run's templates, when Vitest's global setup made them (tests/support/template-databases.ts). */
function templateRun(): TemplateRun | undefined {
  return inject("testDatabaseTemplates");
}

/** A new database on the DATABASE_URL_TEST server, migrated and seeded, dropped again on close. */
function openScratchPostgres(
  merchants: number,
): Promise<{ connection: DbConnection; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL_TEST;
  if (!serverUrl) throw new Error("DATABASE_URL_TEST is not set");
  return openPostgresFromTemplate(templateRun(), serverUrl, merchants);
}

/**
 * A fresh migrated database of its own: PGlite in memory, or a new database on the test server.
 * With `merchants`, also seeded (that many merchants, their campaigns and the demo members).
 * Under Vitest each is a copy of the run's template of that size (backend/db/test-templates.ts),
 * which was migrated and seeded once, instead of every suite replaying the migrations and the seed.
 * Each size is one more seed per run: a suite asks for one that others use (5, 20, 40 merchants)
 * unless its tests count on another.
 */
export async function createTestDb(kind: TestDbKind, options: { merchants?: number } = {}): Promise<TestDb> {
  const merchants = options.merchants ?? 0;
  let connection: DbConnection;
  let drop: (() => Promise<void>) | undefined;
  if (kind === "pglite") {
    connection = await openPgliteFromTemplate(templateRun(), merchants);
  } else {
    ({ connection, drop } = await openScratchPostgres(merchants));
  }
  return {
    db: connection.db,
    kind,
    close: async () => {
      await connection.close();
      await drop?.();
    },
  };
}
