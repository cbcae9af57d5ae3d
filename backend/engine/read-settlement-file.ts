// Run under tsx by `npm run feed:import` as well as in tests.
import { parse } from "csv-parse/sync";
import { networkMessageSchema, type NetworkMessage } from "@/shared/contracts/network-feed";

export interface SettlementRowError {
  /** The data row of the file, 1-based (the header is row 0). */
  readonly row: number;
  readonly message: string;
}

export interface SettlementFile {
  readonly messages: NetworkMessage[];
  readonly errors: SettlementRowError[];
}

/** The columns a settlement file has, in the order the documentation lists them (decision 0061). */
export const settlementColumns = Object.keys(networkMessageSchema.shape) as readonly string[];

/**
 * Reads a network's daily settlement file (CSV with a header of settlementColumns) and validates
 * every row against the network feed's contract, collecting every problem with its row number, so
 * the whole file's problems show in one report. A message listed twice is a problem of the file.
 */
export function readSettlementFile(content: string): SettlementFile {
  let records: Record<string, string>[];
  try {
    records = parse(content, { columns: true, skip_empty_lines: true, trim: true, bom: true });
  } catch (error) {
    return {
      messages: [],
      errors: [
        { row: 0, message: `not a CSV file (${error instanceof Error ? error.message : "unreadable"})` },
      ],
    };
  }
  const missing = settlementColumns.filter(
    (column) => column !== "originalNetworkTransactionId" && !(records[0] && column in records[0]),
  );
  if (records.length > 0 && missing.length > 0)
    return { messages: [], errors: [{ row: 0, message: `the header lacks ${missing.join(", ")}` }] };
  const messages: NetworkMessage[] = [];
  const errors: SettlementRowError[] = [];
  const seen = new Map<string, number>();
  records.forEach((record, index) => {
    const row = index + 1;
    const parsed = networkMessageSchema.safeParse(record);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path.join(".");
        errors.push({
          row,
          message: field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message,
        });
      }
      return;
    }
    const key = `${parsed.data.network}:${parsed.data.networkTransactionId}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      errors.push({
        row,
        message: `networkTransactionId ${parsed.data.networkTransactionId} repeats row ${String(earlier)}`,
      });
      return;
    }
    seen.set(key, row);
    messages.push(parsed.data);
  });
  return { messages, errors };
}
