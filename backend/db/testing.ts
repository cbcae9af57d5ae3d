// Test support: fresh, migrated databases for the backend suites.
import pg from "pg";
import { openPglite, openPostgres, type Db, type DbConnection } from "./connection";
import { seedDatabase } from "./seed/seed-database";

export type TestDbKind = "pglite" | "postgres";

export interface TestDb {
  readonly db: Db;
  readonly kind: TestDbKind;
  close(): Promise<void>;
}

let counter = 0;

/** PGlite always; PostgreSQL too when DATABASE_URL_TEST names a server (CI sets it when one answers). */
export function testDbKinds(): TestDbKind[] {
  return process.env.DATABASE_URL_TEST ? ["pglite", "postgres"] : ["pglite"];
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh database: PGlite in memory, or a new database on the test server dropped on close. */
export async function createTestDb(kind: TestDbKind, options: { merchants?: number } = {}): Promise<TestDb> {
  let connection: DbConnection;
  let dropAfter: (() => Promise<void>) | undefined;
  if (kind === "pglite") {
    connection = await openPglite();
  } else {
    const serverUrl = process.env.DATABASE_URL_TEST;
    if (!serverUrl) throw new Error("DATABASE_URL_TEST is not set");
    counter += 1;
    const name = `rewards_test_${process.pid}_${Date.now().toString(36)}_${counter}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    connection = openPostgres(url.toString(), 4);
    dropAfter = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
  await connection.migrate();
  if (options.merchants) await seedDatabase(connection.db, { merchants: options.merchants });
  return {
    db: connection.db,
    kind,
    close: async () => {
      await connection.close();
      await dropAfter?.();
    },
  };
}
