// Used by tsx scripts (setup, seed, benchmarks) as well as the app, so no "server-only" guard here.
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Db } from "./database";
import { lockDataDir } from "./data-dir-lock";
import { migrateDatabase } from "./migrate";
import * as schema from "./schema";
import { tracePgliteStatements, tracePoolStatements } from "./traced-driver";

/** An open database with what only its driver can do: migrate and close. */
export interface DbConnection {
  readonly db: Db;
  readonly kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections in use, idle and awaited, for the metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

/** PGlite in a data directory, or in memory when none is given (tests). */
export async function openPglite(
  dataDir?: string,
  options: { loadDataDir?: Blob } = {},
): Promise<DbConnection & { dumpDataDir(compression?: "gzip" | "none"): Promise<Blob> }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // Before PGlite touches the folder: a second process on it would corrupt it for good.
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  // pg_trgm backs the typo-tolerant merchant search; PGlite loads contrib extensions only when asked.
  const extensions = { pg_trgm };
  try {
    const settings = { extensions, ...options };
    const client = dataDir ? new PGlite(dataDir, settings) : new PGlite(settings);
    await client.waitReady;
    // Each statement a span when tracing is on (docs/decisions/0054).
    const db = drizzlePglite(tracePgliteStatements(client), { schema });
    return {
      db,
      kind: "pglite",
      migrate: () => migrateDatabase(db),
      // Gzipped for backups; the tests' template copies skip the compression (backend/db/test-templates.ts).
      dumpDataDir: (compression = "gzip") => client.dumpDataDir(compression),
      close: async () => {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** A PostgreSQL server (the scale-out path). */
export function openPostgres(url: string, maxConnections = 10): DbConnection {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections });
  // The server may close an idle connection (restart, failover, an administrator's terminate).
  // The pool drops it and opens another on next use; without a listener Node treats the event
  // as an uncaught error and the whole process dies. (No "server-only" logger here: see top.)
  pool.on("error", (error: Error & { code?: string }) => {
    const line = {
      time: new Date().toISOString(),
      level: "warn",
      message: "PostgreSQL closed an idle connection",
    };
    console.error(JSON.stringify({ ...line, code: error.code ?? null }));
  });
  const db = drizzlePg(tracePoolStatements(pool), { schema });
  return {
    db,
    kind: "postgres",
    migrate: () => migrateDatabase(db),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
