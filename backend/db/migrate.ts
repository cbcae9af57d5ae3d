// Run under tsx by setup.ts and by tests as well as by the app, so no "server-only" guard here.
import path from "node:path";
import { is, sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Pool } from "pg";
import { z } from "zod";
import type { Db } from "./database";

/**
 * Migrations are read from the source tree at run time: Next bundles code, not this folder, so
 * the path is taken from the working directory (the repository root for every entry point).
 */
export const migrationsFolder = path.join(process.cwd(), "backend", "db", "migrations");

/** Any number will do, as long as every migrator of this product takes the same one. */
const migrationLockKey = 7_402_118_311;

/**
 * Applies pending migrations with the migrator of whichever driver opened `db`. On PostgreSQL
 * it holds an advisory lock meanwhile, so instances or release jobs started together apply each
 * migration once: the others wait, then find nothing left to do.
 */
export async function migrateDatabase(db: Db): Promise<void> {
  // `is` compares drizzle's entity kinds, which survives duplicated module copies in bundles.
  if (is(db, PgliteDatabase)) return migratePglite(db, { migrationsFolder });
  if (is(db, NodePgDatabase)) {
    const pool = (db as unknown as { $client: Pool }).$client;
    const lockHolder = await pool.connect();
    try {
      await lockHolder.query("select pg_advisory_lock($1)", [migrationLockKey]);
      await migratePg(db, { migrationsFolder });
    } finally {
      await lockHolder.query("select pg_advisory_unlock($1)", [migrationLockKey]).catch(() => undefined);
      lockHolder.release();
    }
    return;
  }
  throw new Error("migrateDatabase: a PGlite or node-postgres Drizzle database is required");
}

export interface SchemaStatus {
  readonly applied: number;
  readonly expected: number;
  /** Migrations in the code that the database has not had. */
  readonly pending: number;
}

/**
 * Compares the database's migration record with the migrations in the code, without changing
 * anything: production starts refuse an older schema instead of migrating it themselves.
 */
export async function schemaStatus(db: Db): Promise<SchemaStatus> {
  const expected = readMigrationFiles({ migrationsFolder });
  const table: unknown = await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  const [presence] = z.object({ rows: z.array(z.object({ present: z.boolean() })) }).parse(table).rows;
  if (!presence?.present) return { applied: 0, expected: expected.length, pending: expected.length };
  const latest: unknown = await db.execute(
    sql`select coalesce(max(created_at), 0)::text as created_at, count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  const [record] = z
    .object({ rows: z.array(z.object({ created_at: z.string(), count: z.number() })) })
    .parse(latest).rows;
  const appliedUpTo = Number(record?.created_at ?? 0);
  const pending = expected.filter((migration) => migration.folderMillis > appliedUpTo).length;
  return { applied: record?.count ?? 0, expected: expected.length, pending };
}
