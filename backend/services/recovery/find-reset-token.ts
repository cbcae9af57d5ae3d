import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { passwordResetTokens } from "@/backend/db/schema";
import { hashResetToken } from "./reset-tokens";

/** The unused, unexpired recovery token of this partner matching `token`, or undefined. */
export async function findResetToken(
  db: Db,
  input: { partnerCode: string; token: string; now?: Date },
): Promise<{ id: string; memberId: string } | undefined> {
  const [row] = await db
    .select({ id: passwordResetTokens.id, memberId: passwordResetTokens.memberId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.partnerCode, input.partnerCode),
        eq(passwordResetTokens.tokenHash, hashResetToken(input.token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, input.now ?? new Date()),
      ),
    );
  return row;
}
