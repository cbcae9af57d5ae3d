import "server-only";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { sessions } from "@/backend/db/schema";

/**
 * Sessions as rows: the sealed cookie carries only the row's id, and every request checks the
 * row. A copied cookie therefore stops working the moment its row is revoked or runs out, on
 * every instance at once.
 */
export interface LiveSession {
  readonly id: string;
  readonly memberId: string;
  readonly partnerCode: string;
  readonly rememberMe: boolean;
  readonly lastSeenAt: Date;
  readonly absoluteExpiresAt: Date;
}

export async function createSessionRow(
  db: Db,
  input: { memberId: string; partnerCode: string; rememberMe: boolean; absoluteExpiresAt: Date; now: Date },
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({
      memberId: input.memberId,
      partnerCode: input.partnerCode,
      rememberMe: input.rememberMe,
      createdAt: input.now,
      lastSeenAt: input.now,
      absoluteExpiresAt: input.absoluteExpiresAt,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error("The session row was not created");
  return row.id;
}

/**
 * The session if it is live at `now`: not revoked, before its absolute expiry, and used within
 * `idleMs` (one primary-key lookup). Nothing the cookie says can move either limit.
 */
export async function findLiveSession(
  db: Db,
  id: string,
  now: Date,
  idleMs: (rememberMe: boolean) => number,
) {
  const [row] = await db
    .select({
      id: sessions.id,
      memberId: sessions.memberId,
      partnerCode: sessions.partnerCode,
      rememberMe: sessions.rememberMe,
      lastSeenAt: sessions.lastSeenAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.id, id));
  if (!row || row.revokedAt || row.absoluteExpiresAt <= now) return undefined;
  if (row.lastSeenAt.getTime() + idleMs(row.rememberMe) <= now.getTime()) return undefined;
  return row satisfies LiveSession;
}

/** Activity: the idle clock starts again (never past the absolute expiry, which stays). */
export async function touchSessionRow(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function revokeSession(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Every live session of a member (a new password), or every one but `keep` ("other devices"). */
export async function revokeMemberSessions(
  db: Db,
  input: { memberId: string; partnerCode: string; now: Date; keep?: string },
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: input.now })
    .where(
      and(
        eq(sessions.memberId, input.memberId),
        eq(sessions.partnerCode, input.partnerCode),
        isNull(sessions.revokedAt),
        sql`${sessions.absoluteExpiresAt} > ${input.now}`,
        ...(input.keep ? [ne(sessions.id, input.keep)] : []),
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length;
}
