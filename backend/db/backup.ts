// Run under tsx by `npm run db:backup` / `db:restore`, so no "server-only" guard here.
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { openPglite } from "./connection";

/**
 * Backups of the embedded database: PGlite's own dump of its data directory, a gzipped tar.
 * Both take the folder's lock (backend/db/data-dir-lock.ts), so they refuse while the app runs
 * instead of copying a folder in the middle of a write. PostgreSQL deployments use pg_dump.
 */
export async function backupEmbedded(dataDir: string, file: string): Promise<number> {
  if (!existsSync(dataDir)) throw new Error(`No embedded database in ${dataDir}`);
  const connection = await openPglite(dataDir);
  try {
    const dump = await connection.dumpDataDir();
    const bytes = Buffer.from(await dump.arrayBuffer());
    writeFileSync(file, bytes, { mode: 0o600 });
    return bytes.length;
  } finally {
    await connection.close();
  }
}

/**
 * Restores a backup into `dataDir`. A database already there is moved aside (to
 * `<dataDir>.before-restore-<time>`), never deleted, so a restore of the wrong file loses nothing.
 */
export async function restoreEmbedded(
  dataDir: string,
  file: string,
  now = new Date(),
): Promise<string | undefined> {
  const dump = new Blob([readFileSync(file)]);
  let movedTo: string | undefined;
  if (existsSync(dataDir)) {
    // Opening takes the lock, so a running app makes this refuse before anything moves.
    const current = await openPglite(dataDir);
    await current.close();
    movedTo = `${dataDir}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`;
    renameSync(dataDir, movedTo);
  }
  const restored = await openPglite(dataDir, { loadDataDir: dump });
  await restored.close();
  return movedTo;
}
