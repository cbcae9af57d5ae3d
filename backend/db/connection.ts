// Used by tsx scripts (setup, seed, benchmarks) as well as the app, so no "server-only" guard here.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

/** The database as every query sees it: the same Drizzle API over PGlite or node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with what only its driver can do: migrate and close. */
export interface DbConnection {
  readonly db: Db;
  readonly kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Migrations are read from the source tree at run time: Next bundles code, not this folder. */
export const migrationsFolder = path.join(process.cwd(), "backend", "db", "migrations");

/** PGlite in a data directory, or in memory when none is given (tests). */
export async function openPglite(dataDir?: string): Promise<DbConnection> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** A PostgreSQL server (the scale-out path). */
export function openPostgres(url: string, maxConnections = 10): DbConnection {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections });
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: "postgres",
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}
