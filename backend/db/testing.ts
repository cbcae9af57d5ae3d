import "server-only";
import { openPglite, openPostgres, type DbConnection } from "./connection";
import type { Db } from "./database";
import { migrateDatabase } from "./migrate";
import { scratchDatabase } from "./scratch-database";
import { seedDatabase } from "./seed/seed-database";

/** Test support: fresh, migrated databases for the backend suites (Vitest only). */
export type TestDbKind = "pglite" | "postgres";

export interface TestDb {
  readonly db: Db;
  readonly kind: TestDbKind;
  close(): Promise<void>;
}

/** PGlite always; PostgreSQL too when DATABASE_URL_TEST names a server (CI sets it when one answers). */
export function testDbKinds(): TestDbKind[] {
  return process.env.DATABASE_URL_TEST ? ["pglite", "postgres"] : ["pglite"];
}

/** A new, empty database on the DATABASE_URL_TEST server, dropped again on close. */
async function openScratchPostgres(): Promise<{ connection: DbConnection; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL_TEST;
  if (!serverUrl) throw new Error("DATABASE_URL_TEST is not set");
  const scratch = await scratchDatabase(serverUrl, "rewards_test");
  return { connection: openPostgres(scratch.url, 4), drop: () => scratch.drop() };
}

/**
 * A fresh migrated database: PGlite in memory, or a new database on the test server. With
 * `merchants`, also seeded (that many merchants, their campaigns and the demo members).
 */
export async function createTestDb(kind: TestDbKind, options: { merchants?: number } = {}): Promise<TestDb> {
  let connection: DbConnection;
  let drop: (() => Promise<void>) | undefined;
  if (kind === "pglite") {
    connection = await openPglite();
  } else {
    ({ connection, drop } = await openScratchPostgres());
  }
  try {
    await migrateDatabase(connection.db);
    if (options.merchants) await seedSmall(connection.db, { merchants: options.merchants });
  } catch (error) {
    await connection.close();
    await drop?.();
    throw error;
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

/** The demo seed at a size tests can afford: the first N merchants of the full seed, and the demo members. */
export async function seedSmall(db: Db, { merchants = 200 }: { merchants?: number } = {}): Promise<number> {
  return seedDatabase(db, { merchants });
}
