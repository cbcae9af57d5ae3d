// `npm run db:backup -- [file]` and `npm run db:restore -- file`: the embedded database only
// (PostgreSQL: pg_dump and pg_restore, docs/deploy.md). Runs under tsx: no "server-only" guard.
import "../load-dotenv";
import path from "node:path";
import { parseEnv } from "@/platform/env";
import { backupEmbedded, restoreEmbedded } from "./backup";
import { runCli } from "./run-cli";

async function main([command, file]: readonly string[]): Promise<number> {
  const { DATABASE_URL, DATA_DIR } = parseEnv(process.env);
  if (DATABASE_URL) {
    console.error("DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/deploy.md).");
    return 2;
  }
  const dataDir = path.resolve(DATA_DIR, "pglite");
  if (command === "backup") {
    const target = file ?? `rewards-backup-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`;
    const bytes = await backupEmbedded(dataDir, target);
    console.log(`Backed up ${dataDir} to ${target} (${String(Math.round(bytes / 1024))} KiB).`);
    return 0;
  }
  if (command === "restore" && file) {
    const movedTo = await restoreEmbedded(dataDir, file);
    console.log(
      `Restored ${file} into ${dataDir}.${movedTo ? ` The database that was there is now ${movedTo}.` : ""}`,
    );
    return 0;
  }
  console.error("usage: npm run db:backup -- [file.tar.gz] | npm run db:restore -- file.tar.gz");
  return 2;
}

await runCli(() => main(process.argv.slice(2)));
