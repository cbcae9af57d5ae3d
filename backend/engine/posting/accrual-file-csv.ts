// Pure: the accrual file's and the acknowledgement file's CSV (docs/posting-format.md), written
// by the file channel and read by it and by the local receiver. No "server-only" guard, so the
// unit test reads it directly.
import { parse } from "csv-parse/sync";
import { z } from "zod";
import {
  accrualFileColumns,
  ackFileColumns,
  postingAckSchema,
  postingLineSchema,
  type PostingAck,
  type PostingLine,
} from "@/shared/contracts/posting";
import { postingKinds } from "@/shared/contracts/posting-values";

const header = (columns: readonly string[]) => `${columns.join(",")}\r\n`;

/** Every value we write is a code, a number, a date or an id: none needs quoting (the contract says so). */
export function renderAccrualFile(lines: readonly PostingLine[]): string {
  return (
    header(accrualFileColumns) +
    lines
      .map((line) => `${line.accountId},${String(line.amount)},${line.awardId},${line.date},${line.kind}\r\n`)
      .join("")
  );
}

export function renderAckFile(acks: readonly PostingAck[]): string {
  return (
    header(ackFileColumns) +
    acks
      .map(
        (ack) =>
          `${ack.awardId},${ack.kind},${ack.status},${ack.status === "rejected" ? ack.reason : ""}\r\n`,
      )
      .join("")
  );
}

/** A file whose header lacks a column, or that is not CSV at all: nothing in it can be read. */
export class UnreadableFileError extends Error {
  override readonly name = "UnreadableFileError";
}

function records(content: string, columns: readonly string[]): Record<string, string>[] {
  let rows: Record<string, string>[];
  try {
    rows = parse(content, { columns: true, skip_empty_lines: true, trim: true, bom: true });
  } catch {
    throw new UnreadableFileError("not a CSV file");
  }
  const first = rows[0];
  if (first && columns.some((column) => !(column in first)))
    throw new UnreadableFileError("the header lacks a column");
  return rows;
}

/** A row's line key, when it has one: what an answer for an unreadable row names. */
const lineKey = z.object({ award_id: z.uuid(), kind: z.enum(postingKinds) });

export interface ReadAccrualFile {
  readonly lines: PostingLine[];
  /** Rows that do not fit the format but name their line: the receiver rejects them (invalid_line). */
  readonly invalid: { readonly awardId: string; readonly kind: PostingLine["kind"] }[];
}

/** An accrual file as the partner reads it (the local receiver). */
export function readAccrualFile(content: string): ReadAccrualFile {
  const lines: PostingLine[] = [];
  const invalid: ReadAccrualFile["invalid"] = [];
  for (const row of records(content, accrualFileColumns)) {
    const parsed = postingLineSchema.safeParse({
      accountId: row.account_id,
      amount: /^-?\d+$/.test(row.amount ?? "") ? Number(row.amount) : row.amount,
      awardId: row.award_id,
      date: row.date,
      kind: row.kind,
    });
    if (parsed.success) lines.push(parsed.data);
    else {
      const key = lineKey.safeParse(row);
      if (key.success) invalid.push({ awardId: key.data.award_id, kind: key.data.kind });
    }
  }
  return { lines, invalid };
}

/** An acknowledgement file's answers; rows that do not fit are counted and left out. */
export function readAckFile(content: string): { acks: PostingAck[]; invalid: number } {
  const acks: PostingAck[] = [];
  let invalid = 0;
  for (const row of records(content, ackFileColumns)) {
    const parsed = postingAckSchema.safeParse({
      awardId: row.award_id,
      kind: row.kind,
      status: row.status,
      ...(row.status === "rejected" ? { reason: row.reason } : {}),
    });
    if (parsed.success) acks.push(parsed.data);
    else invalid += 1;
  }
  return { acks, invalid };
}
