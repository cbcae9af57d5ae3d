import "server-only";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { env } from "@/platform/env";
import { logger } from "../../platform/logger";
import { reportPool } from "../metrics/registry";
import { onShutdown } from "../shutdown/hooks";
import { openPglite, openPostgres, type DbConnection } from "./connection";
import type { Db } from "./database";
import { ensureDatabase } from "./ensure-database";

export type { Db } from "./database";

/**
 * One database connection per process, kept on globalThis: PGlite lets one process open a data
 * directory at a time, and Next's module reloading would otherwise open it twice.
 */
const holder = globalThis as typeof globalThis & {
  __rewardsDb?: Promise<DbConnection>;
  /** The embedded database's folder, once this process opened one. */
  __rewardsDataDir?: string;
};

async function open(): Promise<DbConnection> {
  const { DATABASE_URL, DATA_DIR, APP_ENV } = env();
  if (DATABASE_URL) {
    const connection = openPostgres(DATABASE_URL);
    if (connection.poolStats) reportPool(connection.poolStats);
    return connection;
  }
  const dataDir = path.resolve(DATA_DIR, "pglite");
  holder.__rewardsDataDir = dataDir;
  const fresh = !existsSync(dataDir);
  const connection = await openPglite(dataDir);
  // `npm start` migrates and seeds before serving; this covers `next dev` and direct starts.
  if (fresh) {
    logger.warn("No embedded database found: creating a new one", { dataDir });
    try {
      await ensureDatabase(connection.db, { demo: APP_ENV === "local" || APP_ENV === "test" });
    } catch (error) {
      // Remove the half-made directory we just created, so the next attempt starts fresh
      // instead of finding a directory and skipping the seed.
      await connection.close();
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  }
  return connection;
}

export async function getDb(): Promise<Db> {
  if (!holder.__rewardsDb) onShutdown(closeDb);
  holder.__rewardsDb ??= open().catch((error: unknown) => {
    holder.__rewardsDb = undefined;
    throw error;
  });
  return (await holder.__rewardsDb).db;
}

export async function closeDb(): Promise<void> {
  const pending = holder.__rewardsDb;
  holder.__rewardsDb = undefined;
  if (pending) await (await pending).close();
}

/**
 * False once the embedded database's folder this process opened is gone. PGlite keeps answering
 * from memory after its folder is deleted and loses every write at exit, so the process must then
 * report itself unready and refuse writes (503) rather than answer success while going nowhere.
 */
export function databaseFilesPresent(): boolean {
  const dataDir = holder.__rewardsDataDir;
  return dataDir === undefined || existsSync(path.join(dataDir, "PG_VERSION"));
}
