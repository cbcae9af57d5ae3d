// Run under tsx by `npm run db:import-merchants`, so no "server-only" guard here.
import { parse } from "csv-parse/sync";
import { merchantImportRowSchema, type MerchantImportRow } from "@/shared/contracts/merchant-import";
import { networkIdsOf } from "./network-ids";

export interface RowError {
  /** 1-based: the line of a JSON-lines file, or the data row of a CSV file (its header is row 0). */
  readonly row: number;
  readonly message: string;
}

export interface ReadResult {
  readonly rows: MerchantImportRow[];
  readonly errors: RowError[];
}

function records(fileName: string, content: string): { row: number; value: unknown }[] {
  if (/\.csv$/i.test(fileName)) {
    const parsed: unknown[] = parse(content, {
      columns: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
    });
    return parsed.map((value, index) => ({ row: index + 1, value }));
  }
  if (/\.jsonl$/i.test(fileName)) {
    return content.split(/\r?\n/).flatMap((line, index) => {
      if (line.trim() === "") return [];
      try {
        return [{ row: index + 1, value: JSON.parse(line) as unknown }];
      } catch {
        return [{ row: index + 1, value: Symbol.for("not json") }];
      }
    });
  }
  throw new Error(`${fileName}: the file must end in .jsonl or .csv`);
}

/**
 * Reads and validates every row of a merchant file against the import contract, collecting one
 * message per problem with its row number, so a whole file's problems show in one report.
 */
export function readMerchantFile(fileName: string, content: string): ReadResult {
  const rows: MerchantImportRow[] = [];
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  const networkIdRows = new Map<string, number>();
  for (const { row, value } of records(fileName, content)) {
    if (typeof value === "symbol") {
      errors.push({ row, message: "not a JSON object" });
      continue;
    }
    const parsed = merchantImportRowSchema.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        // Zod's own messages ("Invalid input: …") do not say which field; ours start with it.
        const field = issue.path.join(".");
        const message =
          field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message;
        errors.push({ row, message });
      }
      continue;
    }
    const earlier = seen.get(parsed.data.id);
    if (earlier !== undefined) {
      errors.push({ row, message: `id ${parsed.data.id} repeats row ${String(earlier)}` });
      continue;
    }
    seen.set(parsed.data.id, row);
    // A network identifier names one location: two rows claiming it would make a clearing ambiguous.
    const claimed = networkIdsOf(parsed.data).filter((id) => {
      const earlierRow = networkIdRows.get(`${id.network}:${id.networkMerchantId}`);
      if (earlierRow === undefined) return false;
      errors.push({
        row,
        message: `${id.network} merchant id ${id.networkMerchantId} repeats row ${String(earlierRow)}`,
      });
      return true;
    });
    if (claimed.length > 0) continue;
    for (const id of networkIdsOf(parsed.data))
      networkIdRows.set(`${id.network}:${id.networkMerchantId}`, row);
    rows.push(parsed.data);
  }
  return { rows, errors };
}
