// `npm run db:import-merchants -- file.jsonl|file.csv`: loads the network's merchants into the
// configured database (production has no demo seed). Runs under tsx, so no "server-only" guard.
import "../../load-dotenv";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "@/platform/env";
import { openPglite, openPostgres } from "../connection";
import { runCli } from "../run-cli";
import { schemaStatus } from "../migrate";
import { importMerchants } from "./import-merchants";
import { readMerchantFile } from "./read-merchant-file";
import { refreshMerchantPages } from "./refresh-pages";

/** Most problems a report lists before it says how many more there are. */
const reportLimit = 200;

async function main(args: readonly string[]): Promise<number> {
  const [file] = args;
  if (!file) {
    console.error("usage: npm run db:import-merchants -- merchants.jsonl|merchants.csv");
    return 2;
  }
  const { rows, errors } = readMerchantFile(file, readFileSync(file, "utf8"));
  if (errors.length > 0) {
    for (const error of errors.slice(0, reportLimit))
      console.error(`row ${String(error.row)}: ${error.message}`);
    if (errors.length > reportLimit) console.error(`… and ${String(errors.length - reportLimit)} more`);
    console.error(`${file}: ${String(errors.length)} problems; nothing was imported.`);
    return 1;
  }
  const { DATABASE_URL, DATA_DIR, REVALIDATE_URL, OPERATIONS_TOKEN } = parseEnv(process.env);
  const connection = DATABASE_URL
    ? openPostgres(DATABASE_URL)
    : await openPglite(path.resolve(DATA_DIR, "pglite"));
  try {
    const status = await schemaStatus(connection.db);
    if (status.pending > 0) {
      console.error("The database schema is not current: run `npm run db:migrate` first.");
      return 1;
    }
    const { inserted, updated } = await importMerchants(connection.db, rows);
    console.log(
      `${file}: imported ${String(rows.length)} merchants (${String(inserted)} new, ${String(updated)} updated).`,
    );
    if (!REVALIDATE_URL || !OPERATIONS_TOKEN) {
      console.log(
        "Merchant pages and the sitemap show the import within the hour (set REVALIDATE_URL and OPERATIONS_TOKEN to refresh them at once).",
      );
      return 0;
    }
    const tags = await refreshMerchantPages(
      { url: REVALIDATE_URL, token: OPERATIONS_TOKEN },
      rows.map((row) => row.id),
    );
    console.log(`Refreshed ${String(tags)} cached pages and lists at ${REVALIDATE_URL}.`);
    return 0;
  } finally {
    await connection.close();
  }
}

await runCli(() => main(process.argv.slice(2)));
