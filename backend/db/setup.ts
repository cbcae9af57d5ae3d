// Run by `npm start` (and `npm run db:seed` / `db:migrate`) under tsx, before the server opens
// the database: PGlite allows one process per data directory, so this one closes first.
import path from "node:path";
import { parseEnv } from "@/lib/env";
import { loadOrCreateRootSecret } from "../middleware/root-secret";
import { openPglite, openPostgres } from "./connection";
import { ensureDatabase } from "./ensure-database";

const args = process.argv.slice(2);
const merchantsArg = args.indexOf("--merchants");
const merchantCount = merchantsArg >= 0 ? Number(args[merchantsArg + 1]) : undefined;

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
    await connection.migrate();
    console.log(`Database at ${where}: migrated.`);
  } else {
    const result = await ensureDatabase(connection, { merchants: merchantCount });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      result.seeded
        ? `Database at ${where}: migrated and seeded ${result.merchants} merchants in ${seconds} s.`
        : `Database at ${where}: up to date (${result.merchants} merchants).`,
    );
  }
} finally {
  await connection.close();
}
