// Used by tsx scripts (setup, seed, import) as well as the app, so no "server-only" guard here.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

/**
 * PGlite lets one process open a data directory at a time: two processes on one folder lose both
 * processes' writes and leave a folder that aborts every later start. A lock file holding the
 * owner's pid makes the second process refuse instead, naming the folder and the holder.
 */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}. ` +
        "Stop that process first, or give this one another DATA_DIR.",
    );
    this.name = "DataDirInUseError";
  }
}

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; it still holds the folder.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function holderOf(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the lock on `dataDir` for this process, or throws DataDirInUseError when a live process
 * holds it. A lock left by a process that died is taken over. Released on `release()` and when
 * this process exits.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  // Beside the folder, not in it: the folder belongs to PostgreSQL's own file layout.
  const file = `${path.resolve(dataDir)}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      // "wx": created only if absent, so two processes racing here cannot both succeed.
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let held = true;
      const release = () => {
        if (!held) return;
        held = false;
        if (holderOf(file) === process.pid) rmSync(file, { force: true });
      };
      process.once("exit", release);
      return {
        release() {
          process.off("exit", release);
          release();
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = holderOf(file);
      if (pid !== undefined && pid !== process.pid && isAlive(pid)) throw new DataDirInUseError(dataDir, pid);
      if (pid === process.pid) throw new DataDirInUseError(dataDir, pid);
      // Stale: its holder is gone (crash, kill -9). Remove it and try once more.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
