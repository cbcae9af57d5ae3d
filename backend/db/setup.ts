// Run by `npm start` (and `npm run db:seed` / `db:migrate`) under tsx, before the server opens
// the database, so no "server-only" guard: tsx would throw on it. PGlite allows one process per
// data directory, so this one closes before the server starts.
// Usage: tsx backend/db/setup.ts [--migrate-only] [--merchants N]
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnv } from "@/lib/env";
import { loadOrCreateRootSecret } from "../middleware/root-secret";
import { openPglite, openPostgres } from "./connection";
import { ensureDatabase } from "./ensure-database";
import { migrateDatabase } from "./migrate";

export { ensureDatabase } from "./ensure-database";

function merchantCountArg(args: readonly string[]): number | undefined {
  const at = args.indexOf("--merchants");
  if (at < 0) return undefined;
  const count = Number(args[at + 1]);
  if (!Number.isInteger(count) || count < 1) throw new Error("--merchants needs a whole number above 0");
  return count;
}

/** Opens the configured database, migrates (and seeds when empty), prints one line, closes. */
export async function runSetup(args: readonly string[]): Promise<void> {
  const merchantCount = merchantCountArg(args);
  const { DATABASE_URL, DATA_DIR, SESSION_SECRET } = parseEnv(process.env);
  // Created before the server starts, so every instance and tool started from this folder shares it.
  loadOrCreateRootSecret(DATA_DIR, SESSION_SECRET);
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
    const result = await ensureDatabase(connection.db, { merchants: merchantCount });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      result.seeded
        ? `Database at ${where}: migrated and seeded ${result.merchants} merchants in ${seconds} s.`
        : `Database at ${where}: up to date (${result.merchants} merchants), nothing to seed.`,
    );
  } finally {
    await connection.close();
  }
}

// Only when run as a script: importing this module (for ensureDatabase) must not open a database.
const entry = process.argv[1];
if (entry && path.resolve(entry) === fileURLToPath(import.meta.url)) {
  await runSetup(process.argv.slice(2));
}
