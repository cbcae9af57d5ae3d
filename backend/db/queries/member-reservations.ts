import "server-only";
import { and, desc, eq, gt, inArray, lt, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "../client";
import { memberReservations, merchants, transactions } from "../schema";

/** A member's reservation with what the member sees of the restaurant and of the bonus award. */
export type ReservationRecord = typeof memberReservations.$inferSelect & {
  merchantName: string;
  merchantAddress: string;
  timeZone: string;
  openingHours: (typeof merchants.$inferSelect)["openingHours"];
  /** The bonus transaction's award status, when the bonus was posted. */
  bonusAwardStatus: (typeof transactions.$inferSelect)["awardStatus"] | null;
};

const recordColumns = {
  reservation: memberReservations,
  merchantName: merchants.name,
  merchantAddress: sql<string>`${merchants.address1} || ', ' || ${merchants.city} || ', ' || ${merchants.state} || ' ' || ${merchants.zip}`,
  timeZone: merchants.timeZone,
  openingHours: merchants.openingHours,
  bonusAwardStatus: transactions.awardStatus,
};

async function selectRecords(db: Db, where: SQL | undefined, limit?: number): Promise<ReservationRecord[]> {
  const query = db
    .select(recordColumns)
    .from(memberReservations)
    .innerJoin(merchants, eq(merchants.id, memberReservations.merchantId))
    .leftJoin(transactions, eq(transactions.id, memberReservations.bonusTransactionId))
    .where(where)
    .orderBy(desc(memberReservations.startsAt), desc(memberReservations.createdAt));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(({ reservation, ...rest }) => ({ ...reservation, ...rest }));
}

/**
 * One reservation of this member on this partner; undefined for anyone else's, so a guessed id
 * tells nobody whether it exists.
 */
export async function findMemberReservation(
  db: Db,
  input: { partnerCode: string; memberId: string; reservationId: string },
): Promise<ReservationRecord | undefined> {
  const [record] = await selectRecords(
    db,
    and(
      eq(memberReservations.id, input.reservationId),
      eq(memberReservations.partnerCode, input.partnerCode),
      eq(memberReservations.memberId, input.memberId),
    ),
    1,
  );
  return record;
}

/** One reservation by id alone: for a signed link, whose signature already names the booking. */
export async function findReservationById(
  db: Db,
  reservationId: string,
): Promise<ReservationRecord | undefined> {
  const [record] = await selectRecords(db, eq(memberReservations.id, reservationId), 1);
  return record;
}

/** The reservations with these ids, whoever holds them: for a job that claimed them. */
export async function findReservationsByIds(
  db: Db,
  reservationIds: readonly string[],
): Promise<ReservationRecord[]> {
  if (reservationIds.length === 0) return [];
  return selectRecords(db, inArray(memberReservations.id, [...reservationIds]));
}

/** Every reservation of the member on this partner, latest start first. */
export async function listMemberReservations(
  db: Db,
  input: { partnerCode: string; memberId: string },
): Promise<ReservationRecord[]> {
  return selectRecords(
    db,
    and(
      eq(memberReservations.partnerCode, input.partnerCode),
      eq(memberReservations.memberId, input.memberId),
    ),
  );
}

/**
 * Whether the member already holds a booked table at this restaurant within `hours` either side
 * of `startsAt` (decision 0031: the overlap is per restaurant, as the partner's wording says);
 * `exceptId` leaves out the booking being changed.
 */
export async function hasOverlappingReservation(
  db: Db,
  input: {
    partnerCode: string;
    memberId: string;
    merchantId: string;
    startsAt: Date;
    hours: number;
    exceptId?: string;
  },
): Promise<boolean> {
  const windowMs = input.hours * 3_600_000;
  const [row] = await db
    .select({ id: memberReservations.id })
    .from(memberReservations)
    .where(
      and(
        eq(memberReservations.partnerCode, input.partnerCode),
        eq(memberReservations.memberId, input.memberId),
        eq(memberReservations.merchantId, input.merchantId),
        eq(memberReservations.status, "booked"),
        gt(memberReservations.startsAt, new Date(input.startsAt.getTime() - windowMs)),
        lt(memberReservations.startsAt, new Date(input.startsAt.getTime() + windowMs)),
        input.exceptId ? ne(memberReservations.id, input.exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}
