import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { signInFailures } from "@/backend/db/schema";
import { keyedDigest } from "@/backend/security/keyed-digest";
import { lockoutMinutes, signInAttemptsBeforeLockout } from "@/shared/constants";

/**
 * Wrong passwords for emails that have no account, counted exactly as an account counts them
 * (sign-in.ts), so "locked" after the fifth try never tells a guesser which emails are members.
 * Only a keyed digest of the address is stored: the table is no list of tried emails.
 */
function digest(partnerCode: string, email: string): string {
  return keyedDigest("sign-in-failures", [partnerCode, email]);
}

/** The lock on an email without an account, if it is locked now. */
export async function unknownEmailLockedUntil(
  db: Db,
  partnerCode: string,
  email: string,
  now: Date,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(
      and(
        eq(signInFailures.partnerCode, partnerCode),
        eq(signInFailures.emailDigest, digest(partnerCode, email)),
      ),
    );
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : undefined;
}

/**
 * One wrong password more on an email without an account, in one atomic upsert; the
 * `signInAttemptsBeforeLockout`-th locks it for `lockoutMinutes`, as for an account. Returns the
 * lock when this attempt set it.
 */
export async function countUnknownEmailFailure(
  db: Db,
  partnerCode: string,
  email: string,
  now: Date,
): Promise<Date | undefined> {
  const emailDigest = digest(partnerCode, email);
  const [counted] = await db
    .insert(signInFailures)
    .values({ partnerCode, emailDigest, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: [signInFailures.partnerCode, signInFailures.emailDigest],
      set: { failures: sql`${signInFailures.failures} + 1` },
    })
    .returning({ failures: signInFailures.failures });
  if (!counted || counted.failures < signInAttemptsBeforeLockout) return undefined;
  const lockedUntil = new Date(now.getTime() + lockoutMinutes * 60_000);
  await db
    .update(signInFailures)
    .set({ failures: 0, lockedUntil })
    .where(and(eq(signInFailures.partnerCode, partnerCode), eq(signInFailures.emailDigest, emailDigest)));
  return lockedUntil;
}
