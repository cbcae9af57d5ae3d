// Run under tsx by setup.ts and by tests as well as by the app, so no "server-only" guard here.
import path from "node:path";
import { is } from "drizzle-orm";
import { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Db } from "./connection";

/**
 * Migrations are read from the source tree at run time: Next bundles code, not this folder, so
 * the path is taken from the working directory (the repository root for every entry point).
 */
export const migrationsFolder = path.join(process.cwd(), "backend", "db", "migrations");

/** Applies pending migrations with the migrator of whichever driver opened `db`. */
export async function migrateDatabase(db: Db): Promise<void> {
  // `is` compares drizzle's entity kinds, which survives duplicated module copies in bundles.
  if (is(db, PgliteDatabase)) return migratePglite(db, { migrationsFolder });
  if (is(db, NodePgDatabase)) return migratePg(db, { migrationsFolder });
  throw new Error("migrateDatabase: a PGlite or node-postgres Drizzle database is required");
}
