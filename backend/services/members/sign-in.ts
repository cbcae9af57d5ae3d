import "server-only";
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { members } from "@/backend/db/schema";
import { lockoutMinutes, signInAttemptsBeforeLockout } from "@/shared/constants";
import { hashPassword, verifyPassword } from "./password-hash";
import { countUnknownEmailFailure, unknownEmailLockedUntil } from "./sign-in-failures";

export type SignInResult =
  | { readonly kind: "signed-in"; readonly memberId: string; readonly publicId: string }
  | { readonly kind: "invalid"; readonly lockedNow: readonly string[] }
  | {
      readonly kind: "locked";
      readonly lockedUntil: Date;
      /** This browser may pass the lock with the right password and a human check. */
      readonly passWithHumanCheck: boolean;
      /** Accounts this very attempt locked (their owners are emailed a link that ends the lock). */
      readonly lockedNow: readonly string[];
    };

/**
 * How a browser gets past a lock someone else's guesses put on an account: it signed in to that
 * account before (security/sign-in-device.ts) and passes a human check on this attempt.
 */
export interface LockPass {
  readonly signedInHereBefore: (memberId: string) => boolean;
  /** Asked only when the answer hangs on it, so a check is spent only then. */
  readonly humanCheckPassed: () => Promise<boolean>;
}

const noLockPass: LockPass = {
  signedInHereBefore: () => false,
  humanCheckPassed: () => Promise.resolve(false),
};

/**
 * Accounts imported from a program where several shared one email (flagged email_update_required)
 * are told apart by their passwords. Each costs one scrypt check, so only this many are tried:
 * more accounts on one address than this is a data problem for support, not a sign-in to stall.
 */
export const maxAccountsPerEmail = 5;

// Verified against when no account matches, so an unknown email costs the same scrypt time as a
// wrong password and response times do not reveal which emails have accounts.
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword("decoy password that matches nothing");
  return decoyHash;
}

interface Candidate {
  readonly id: string;
  readonly publicId: string;
  readonly passwordHash: string;
  readonly lockedUntil: Date | null;
}

/** The partner's accounts with a password on this email, oldest first, at most maxAccountsPerEmail. */
async function candidates(db: Db, partnerCode: string, email: string): Promise<Candidate[]> {
  const rows = await db
    .select({
      id: members.id,
      publicId: members.publicId,
      passwordHash: members.passwordHash,
      lockedUntil: members.lockedUntil,
    })
    .from(members)
    // SSO members have no password here: they never sign in with one.
    .where(
      and(eq(members.partnerCode, partnerCode), eq(members.email, email), isNotNull(members.passwordHash)),
    )
    .orderBy(asc(members.createdAt), asc(members.id))
    .limit(maxAccountsPerEmail);
  return rows.flatMap((row) => (row.passwordHash ? [{ ...row, passwordHash: row.passwordHash }] : []));
}

/**
 * One wrong password more on each account: a single atomic increment, so parallel guesses cannot
 * slip past the limit between read and write. Accounts reaching the limit are locked, and
 * returned.
 */
async function countFailure(db: Db, ids: readonly string[], now: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const counted = await db
    .update(members)
    .set({ failedSignIns: sql`${members.failedSignIns} + 1`, updatedAt: now })
    .where(inArray(members.id, ids))
    .returning({ id: members.id, failedSignIns: members.failedSignIns });
  const reached = counted.filter((row) => row.failedSignIns >= signInAttemptsBeforeLockout).map((r) => r.id);
  if (reached.length === 0) return [];
  const lockedUntil = new Date(now.getTime() + lockoutMinutes * 60_000);
  await db.update(members).set({ failedSignIns: 0, lockedUntil }).where(inArray(members.id, reached));
  return reached;
}

/**
 * Checks a direct-enrollment member's email and password. Failures are counted on the account;
 * the `signInAttemptsBeforeLockout`-th wrong password in a row locks it for `lockoutMinutes`,
 * and while locked even the right password is refused (the recover flow and the link in the
 * lockout email end it).
 *
 * Where several accounts share the email (docs/decisions/0014-fix-credentials.md), the password
 * is checked against every one of them, so the time taken does not tell which matched. The
 * matching account signs in (or is reported locked); a password matching none counts as a
 * wrong password on each unlocked one, since each was guessed at; and the answer is "locked"
 * only when every account on the address is locked, as for a single account.
 *
 * A lock stays in place when `lockPass` lets the owner's own browser through: the guesser who
 * set it is still locked out, and the owner's other devices can end it from the lockout email.
 */
export async function signIn(
  db: Db,
  input: { partnerCode: string; email: string; password: string; lockPass?: LockPass; now?: Date },
): Promise<SignInResult> {
  const now = input.now ?? new Date();
  const lockPass = input.lockPass ?? noLockPass;
  const accounts = await candidates(db, input.partnerCode, input.email);
  if (accounts.length === 0) {
    // Unknown emails get the same work and the same answers as an account: a wrong password,
    // then "locked" on the same attempt and for as long (sign-in-failures.ts).
    await verifyPassword(input.password, await decoy());
    const locked =
      (await unknownEmailLockedUntil(db, input.partnerCode, input.email, now)) ??
      (await countUnknownEmailFailure(db, input.partnerCode, input.email, now));
    return locked
      ? { kind: "locked", lockedUntil: locked, passWithHumanCheck: false, lockedNow: [] }
      : { kind: "invalid", lockedNow: [] };
  }

  const checks = await Promise.all(
    accounts.map((account) => verifyPassword(input.password, account.passwordHash)),
  );
  const isLocked = (account: Candidate) => account.lockedUntil !== null && account.lockedUntil > now;
  // The hint hangs on the browser, never on the password: it must not tell a right one from a wrong one.
  const knownHere = accounts.some((account) => lockPass.signedInHereBefore(account.id));
  const match = accounts.find((_, index) => checks[index]);
  if (match) {
    if (match.lockedUntil && isLocked(match)) {
      const passes = lockPass.signedInHereBefore(match.id) && (await lockPass.humanCheckPassed());
      if (passes) return { kind: "signed-in", memberId: match.id, publicId: match.publicId };
      return { kind: "locked", lockedUntil: match.lockedUntil, passWithHumanCheck: knownHere, lockedNow: [] };
    }
    await db
      .update(members)
      .set({ failedSignIns: 0, lockedUntil: null, updatedAt: now })
      .where(eq(members.id, match.id));
    return { kind: "signed-in", memberId: match.id, publicId: match.publicId };
  }

  const lockedNow = await countFailure(
    db,
    accounts.filter((account) => !isLocked(account)).map((account) => account.id),
    now,
  );
  const after = await db
    .select({ lockedUntil: members.lockedUntil })
    .from(members)
    .where(
      inArray(
        members.id,
        accounts.map((account) => account.id),
      ),
    );
  const until = after.map((row) => row.lockedUntil);
  if (until.every((date): date is Date => date !== null && date > now)) {
    // The soonest an account on this address opens again.
    return {
      kind: "locked",
      lockedUntil: new Date(Math.min(...until.map((date) => date.getTime()))),
      passWithHumanCheck: knownHere,
      lockedNow,
    };
  }
  return { kind: "invalid", lockedNow };
}
