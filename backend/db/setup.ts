// Run by `npm start`, `npm run db:migrate` and `npm run db:seed` under tsx, before the server
// opens the database, so no "server-only" guard here. The seed runs its demo history through the
// engine's server-only modules (decision 0070), so every caller passes --conditions=react-server
// (the release bundle resolves it the same way). PGlite allows one process
// per data directory, so this one closes before the server starts.
// Usage: tsx --conditions=react-server backend/db/setup.ts [--migrate-only] [--check-only] [--demo] [--merchants N]
import "../load-dotenv";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnv, type AppEnv } from "@/platform/env";
import { loadOrCreateDigestSecret, loadOrCreateRootSecret } from "../security/root-secret";
import { openPglite, openPostgres } from "./connection";
import { DataDirInUseError } from "./data-dir-lock";
import { ensureDatabase } from "./ensure-database";
import { migrateDatabase, schemaStatus } from "./migrate";

/** A start refused for a reason the operator can act on: printed as a message, not a stack. */
class SetupRefused extends Error {}

function merchantCountArg(args: readonly string[]): number | undefined {
  const at = args.indexOf("--merchants");
  if (at < 0) return undefined;
  const count = Number(args[at + 1]);
  if (!Number.isInteger(count) || count < 1) throw new Error("--merchants needs a whole number above 0");
  return count;
}

/** Demo members and demo data: only where nobody real signs in, or when asked for by name. */
export function seedsDemoData(appEnv: AppEnv["APP_ENV"], args: readonly string[]): boolean {
  if (appEnv === "production") {
    if (args.includes("--demo")) throw new SetupRefused("--demo is refused when APP_ENV=production");
    return false;
  }
  return appEnv === "local" || appEnv === "test" || args.includes("--demo");
}

/** A data folder that was used before but has lost its database: worth a warning, not silence. */
function warnOnLostDatabase(dataDir: string): void {
  const databaseDir = path.resolve(dataDir, "pglite");
  if (existsSync(databaseDir) || !existsSync(dataDir) || readdirSync(dataDir).length === 0) return;
  console.error(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "warn",
      message: `No database in ${databaseDir}, although ${dataDir} was used before: creating a new one there`,
    }),
  );
}

/**
 * Production (`npm start` with APP_ENV=production) checks the schema and changes nothing:
 * migrating is the release step `npm run db:migrate`. Elsewhere it migrates, and seeds the demo
 * data into an empty database. Prints one line, closes.
 */
export async function runSetup(args: readonly string[]): Promise<void> {
  const merchantCount = merchantCountArg(args);
  const appEnv = parseEnv(process.env);
  const { DATABASE_URL, DATA_DIR, SESSION_SECRET, DIGEST_SECRET, APP_ENV } = appEnv;
  const demo = seedsDemoData(APP_ENV, args);
  if (!DATABASE_URL) warnOnLostDatabase(DATA_DIR);
  // Created before the server starts, so every instance and tool started from this folder shares it.
  loadOrCreateRootSecret(DATA_DIR, SESSION_SECRET);
  loadOrCreateDigestSecret(DATA_DIR, { digestSecret: DIGEST_SECRET, sessionSecret: SESSION_SECRET });
  const connection = DATABASE_URL
    ? openPostgres(DATABASE_URL)
    : await openPglite(path.resolve(DATA_DIR, "pglite"));
  const where = DATABASE_URL ? "PostgreSQL" : `${DATA_DIR}/pglite`;
  const started = Date.now();
  try {
    if (args.includes("--migrate-only")) {
      await migrateDatabase(connection.db);
      console.log(`Database at ${where}: migrated.`);
      return;
    }
    if (args.includes("--check-only") || (APP_ENV === "production" && !args.includes("--demo"))) {
      const status = await schemaStatus(connection.db);
      if (status.pending > 0) {
        throw new SetupRefused(
          `Database at ${where} lacks ${String(status.pending)} of ${String(status.expected)} migrations: ` +
            "run `npm run db:migrate` (the release step) before starting this version.",
        );
      }
      console.log(`Database at ${where}: schema is current.`);
      return;
    }
    const result = await ensureDatabase(connection.db, { merchants: merchantCount, demo });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const added = result.campaignsAddedFor.join(", ");
    console.log(
      result.seeded
        ? `Database at ${where}: migrated and seeded ${String(result.merchants)} merchants in ${seconds} s.`
        : added
          ? `Database at ${where}: up to date (${String(result.merchants)} merchants); demo campaigns added for ${added}.`
          : `Database at ${where}: up to date (${String(result.merchants)} merchants)${demo ? ", nothing to seed" : ""}.`,
    );
  } finally {
    await connection.close();
  }
}

// Only when run as a script: importing this module (for ensureDatabase) must not open a database.
const entry = process.argv[1];
if (entry && path.resolve(entry) === fileURLToPath(import.meta.url)) {
  try {
    await runSetup(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof DataDirInUseError || error instanceof SetupRefused)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
