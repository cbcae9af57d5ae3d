import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openPglite } from "./connection";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock";

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "rewards-lock-"));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("lockDataDir", () => {
  it("refuses a folder a live process holds, naming the folder and the pid", () => {
    const dataDir = path.join(root, "pglite");
    const holder = spawn("sleep", ["30"]);
    try {
      writeFileSync(`${dataDir}.lock`, String(holder.pid));
      expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dataDir)).toThrow(`${dataDir} is in use by process ${String(holder.pid)}`);
      // The holder's lock is left as it was.
      expect(readFileSync(`${dataDir}.lock`, "utf8")).toBe(String(holder.pid));
    } finally {
      holder.kill();
    }
  });

  it("takes over a lock whose holder died, and removes it on release", () => {
    const dataDir = path.join(root, "pglite");
    const gone = spawnSync("true");
    writeFileSync(`${dataDir}.lock`, String(gone.pid));
    const lock = lockDataDir(dataDir);
    expect(readFileSync(`${dataDir}.lock`, "utf8")).toBe(String(process.pid));
    lock.release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it("keeps a second opening of the embedded database out while the first is open", async () => {
    const dataDir = path.join(root, "pglite");
    const first = await openPglite(dataDir);
    try {
      await expect(openPglite(dataDir)).rejects.toThrow(DataDirInUseError);
      // The first still works.
      const [row] = await first.db.select({ one: sql<number>`1` }).from(sql`(select 1) as probe`);
      expect(row?.one).toBe(1);
    } finally {
      await first.close();
    }
    const again = await openPglite(dataDir);
    await again.close();
  });
});
