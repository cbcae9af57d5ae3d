// `npm run feed:import -- file.csv`: imports a card network's daily settlement file into the
// configured database (decision 0061). Runs under tsx with the react-server condition.
import "../load-dotenv";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "@/platform/env";
import { openPglite, openPostgres } from "../db/connection";
import { schemaStatus } from "../db/migrate";
import { runCli } from "../db/run-cli";
import { importSettlementFile } from "./import-settlement-file";
import { settlementColumns } from "./read-settlement-file";

/** Most rows a report lists before it says how many more there are. */
const reportLimit = 200;

async function main(args: readonly string[]): Promise<number> {
  const [file] = args;
  if (!file || !/\.csv$/i.test(file)) {
    console.error(`usage: npm run feed:import -- settlement.csv (columns: ${settlementColumns.join(", ")})`);
    return 2;
  }
  const content = readFileSync(file, "utf8");
  const { DATABASE_URL, DATA_DIR } = parseEnv(process.env);
  const connection = DATABASE_URL
    ? openPostgres(DATABASE_URL)
    : await openPglite(path.resolve(DATA_DIR, "pglite"));
  try {
    if ((await schemaStatus(connection.db)).pending > 0) {
      console.error("The database schema is not current: run `npm run db:migrate` first.");
      return 1;
    }
    const outcome = await importSettlementFile(connection.db, path.basename(file), content);
    if (!outcome.ok) {
      for (const error of outcome.errors.slice(0, reportLimit))
        console.error(`row ${String(error.row)}: ${error.message}`);
      if (outcome.errors.length > reportLimit)
        console.error(`… and ${String(outcome.errors.length - reportLimit)} more`);
      console.error(`${file}: ${String(outcome.errors.length)} problems; nothing was imported.`);
      return 1;
    }
    for (const { row, reason } of outcome.unmatchedRows.slice(0, reportLimit))
      console.log(`row ${String(row)}: unmatched (${reason})`);
    if (outcome.unmatchedRows.length > reportLimit)
      console.log(`… and ${String(outcome.unmatchedRows.length - reportLimit)} more unmatched`);
    const { stored, unmatched, duplicates } = outcome.result;
    console.log(
      `${file}: ${String(stored)} messages stored (${String(unmatched)} unmatched), ${String(duplicates)} already imported.`,
    );
    return 0;
  } finally {
    await connection.close();
  }
}

await runCli(() => main(process.argv.slice(2)));
