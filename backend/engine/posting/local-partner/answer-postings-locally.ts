import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/backend/db/database";
import { members } from "@/backend/db/schema";
import type { PostingAck, PostingLine } from "@/shared/contracts/posting";

/**
 * The local receiver's answer per line (decision 0064), standing in for a partner's program on one
 * machine: a line whose amount has the wrong sign for its kind is rejected (amount_sign_mismatch),
 * one for an account the program does not know (no member of the partner with that number) is
 * rejected (unknown_account), and the rest are accepted. It keeps no ledger of its own: a line sent
 * again is answered again the same way, which is what a partner's idempotent answer looks like.
 */
export async function answerPostingsLocally(
  db: Db,
  partnerCode: string,
  lines: readonly PostingLine[],
): Promise<PostingAck[]> {
  const accountIds = [...new Set(lines.map((line) => line.accountId))];
  const known = new Set(
    accountIds.length === 0
      ? []
      : (
          await db
            .select({ number: members.partnerNumber })
            .from(members)
            .where(and(eq(members.partnerCode, partnerCode), inArray(members.partnerNumber, accountIds)))
        ).map((row) => row.number),
  );
  return lines.map((line): PostingAck => {
    const key = { awardId: line.awardId, kind: line.kind };
    if (line.kind === "award" ? line.amount <= 0 : line.amount >= 0)
      return { ...key, status: "rejected", reason: "amount_sign_mismatch" };
    if (!known.has(line.accountId)) return { ...key, status: "rejected", reason: "unknown_account" };
    return { ...key, status: "accepted" };
  });
}
