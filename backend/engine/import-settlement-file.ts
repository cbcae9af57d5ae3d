import "server-only";
import type { Db } from "@/backend/db/database";
import type { NetworkIngestionResult } from "@/shared/contracts/network-feed";
import { nudgeAfterIngest } from "../jobs/nudge-after-ingest";
import { ingestNetworkMessages, summarize } from "./ingest-network-batch";
import { readSettlementFile, type SettlementRowError } from "./read-settlement-file";

export type SettlementImport =
  | { readonly ok: false; readonly errors: readonly SettlementRowError[] }
  | {
      readonly ok: true;
      readonly result: NetworkIngestionResult;
      /** Row numbers of the messages kept unmatched, with why: the report's second half. */
      readonly unmatchedRows: readonly { readonly row: number; readonly reason: string }[];
    };

/**
 * Imports a daily settlement file (decision 0061): all or nothing. Any invalid row and nothing is
 * written, and the report lists every problem by row; else the whole file goes in one database
 * transaction through the feed's path (ingest-network-batch.ts). Idempotent by each message's
 * transaction id, so importing a file again (or one overlapping the endpoint's) stores nothing twice.
 */
export async function importSettlementFile(
  db: Db,
  fileName: string,
  content: string,
): Promise<SettlementImport> {
  const { messages, errors } = readSettlementFile(content);
  if (errors.length > 0) return { ok: false, errors };
  if (messages.length === 0)
    return { ok: false, errors: [{ row: 0, message: "the file holds no messages" }] };
  const batchId = `settlement:${fileName}`;
  const items = await db.transaction((tx) => ingestNetworkMessages(tx, batchId, messages));
  nudgeAfterIngest();
  const unmatchedRows = items.flatMap((item, index) =>
    item.outcome === "stored" && item.unmatchedReason
      ? [{ row: index + 1, reason: item.unmatchedReason }]
      : [],
  );
  return { ok: true, result: summarize(batchId, items), unmatchedRows };
}
