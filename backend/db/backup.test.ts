import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backupEmbedded, restoreEmbedded } from "./backup";
import { openPglite } from "./connection";
import { DataDirInUseError } from "./data-dir-lock";
import { migrateDatabase } from "./migrate";
import { spentHumanChecks } from "./schema";

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "rewards-backup-"));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("embedded database backups", () => {
  it("restore brings back what the backup held, and keeps the database it replaces", async () => {
    const dataDir = path.join(root, "pglite");
    const file = path.join(root, "backup.tar.gz");
    const original = await openPglite(dataDir);
    await migrateDatabase(original.db);
    await original.db.insert(spentHumanChecks).values({ id: "kept", expiresAt: new Date() });
    await original.close();

    expect(await backupEmbedded(dataDir, file)).toBeGreaterThan(0);

    const later = await openPglite(dataDir);
    await later.db.delete(spentHumanChecks).where(eq(spentHumanChecks.id, "kept"));
    await later.close();

    const movedTo = await restoreEmbedded(dataDir, file);
    expect(movedTo && existsSync(movedTo)).toBe(true);
    const restored = await openPglite(dataDir);
    try {
      const rows = await restored.db.select().from(spentHumanChecks).where(eq(spentHumanChecks.id, "kept"));
      expect(rows).toHaveLength(1);
    } finally {
      await restored.close();
    }
    expect(readdirSync(root).some((name) => name.startsWith("pglite.before-restore-"))).toBe(true);
  });

  it("refuses while another holder has the folder open", async () => {
    const dataDir = path.join(root, "pglite");
    const running = await openPglite(dataDir);
    try {
      await expect(backupEmbedded(dataDir, path.join(root, "b.tar.gz"))).rejects.toThrow(DataDirInUseError);
    } finally {
      await running.close();
    }
  });
});
