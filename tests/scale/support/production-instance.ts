import { scratchDatabase } from "@/backend/db/scratch-database";
import { spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { partnerCodes } from "@/partners/registry";
import { assembleStandalone } from "../../../scripts/assemble-standalone.mjs";
import { merchantLine } from "./merchant-line";
import { productionEnv, runMigrate, startServer } from "./production-server";
import { ProductionVisitor, waitFor } from "./production-visitor";

export interface ProductionInstance {
  /** Kills the server and drops its folder and database. */
  stop(): Promise<void>;
}

/**
 * One production instance as a deployment runs it: a scratch PostgreSQL database migrated by the
 * release step, one merchant every partner lists (imported as an operator would), and the image's
 * server from an assembled standalone folder on `port`, answering /api/health.
 */
export async function startProductionInstance(options: {
  readonly port: number;
  readonly name: string;
  readonly merchant: { readonly id: string; readonly name: string };
  readonly extra: Record<string, string>;
}): Promise<ProductionInstance> {
  const database = await scratchDatabase(process.env.DATABASE_URL_TEST ?? "", `rewards_${options.name}`);
  const folder = mkdtempSync(path.join(tmpdir(), `rewards-${options.name}-`));
  let server: ChildProcess | undefined;
  const stop = async () => {
    server?.kill("SIGKILL");
    rmSync(folder, { recursive: true, force: true });
    await database.drop();
  };
  try {
    const env = productionEnv({ databaseUrl: database.url, publicPort: options.port, extra: options.extra });
    const migrated = await runMigrate(env);
    expect(migrated.status, migrated.output).toBe(0);
    const merchantFile = `${folder}-merchants.jsonl`;
    const campaign = options.merchant.id.toUpperCase();
    writeFileSync(
      merchantFile,
      merchantLine({ ...options.merchant, campaigns: partnerCodes.map((code) => `${code}:0:${campaign}`) }),
    );
    const imported = spawnSync(
      process.execPath,
      ["scripts/with-node.mjs", "tsx", "backend/db/import/cli.ts", merchantFile],
      { env, encoding: "utf8" },
    );
    rmSync(merchantFile, { force: true });
    expect(imported.status, imported.stderr).toBe(0);
    assembleStandalone(folder);
    server = startServer(folder, env, options.port);
    const probe = new ProductionVisitor(`harbor.localhost:${String(options.port)}`, "127.0.0.1");
    await waitFor(
      async () => (await probe.call(options.port, "GET", "/api/health")).status === 200,
      120_000,
      "the production instance",
    );
    return { stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
