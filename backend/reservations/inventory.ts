import "server-only";
import { and, asc, eq, gt, lt, ne } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { merchants, providerBookings, reservationTables } from "@/backend/db/schema";
import type { OpeningPeriod } from "@/shared/contracts/merchants";
import type { Restaurant } from "./bounds";
import { tableLayoutFor } from "./table-layout";

/** The built-in provider's reads and writes of its inventory (one place for its SQL). */

export interface Table {
  readonly id: string;
  readonly minParty: number;
  readonly capacity: number;
}

export interface RestaurantInventory extends Restaurant {
  readonly openingHours: readonly OpeningPeriod[];
  readonly tables: readonly Table[];
}

/** A booked table's turn, [startsAt, endsAt). */
export interface Turn {
  readonly tableId: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
}

async function selectTables(db: Db, merchantId: string, lock: boolean): Promise<Table[]> {
  const query = db
    .select({
      id: reservationTables.id,
      minParty: reservationTables.minParty,
      capacity: reservationTables.capacity,
    })
    .from(reservationTables)
    .where(eq(reservationTables.merchantId, merchantId))
    // One order for every locker, so two bookings never hold each other's rows (no deadlock).
    .orderBy(asc(reservationTables.id));
  return lock ? query.for("update") : query;
}

/**
 * The restaurant with its tables, or null when it takes no online bookings. With `lock` (inside a
 * transaction) its table rows stay locked until commit: bookings at one restaurant take turns,
 * on PostgreSQL and on the single-connection PGlite alike. A bookable restaurant without tables
 * yet (one imported after the seed) gets its deterministic floor here.
 */
export async function loadRestaurant(
  db: Db,
  merchantId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<RestaurantInventory | null> {
  const [merchant] = await db
    .select({
      id: merchants.id,
      timeZone: merchants.timeZone,
      openingHours: merchants.openingHours,
      bookable: merchants.reservationOpenTable,
    })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  if (!merchant?.bookable) return null;
  let tables = await selectTables(db, merchantId, lock);
  if (tables.length === 0) {
    await db
      .insert(reservationTables)
      .values(tableLayoutFor(merchantId).map((shape) => ({ merchantId, ...shape })))
      .onConflictDoNothing();
    tables = await selectTables(db, merchantId, lock);
  }
  return {
    id: merchant.id,
    timeZone: merchant.timeZone,
    openingHours: merchant.openingHours,
    tables,
    largestTable: Math.max(0, ...tables.map((table) => table.capacity)),
  };
}

/** Booked turns at the restaurant overlapping [from, to), leaving out one booking (a modify's own). */
export async function bookedTurns(
  db: Db,
  merchantId: string,
  window: { from: Date; to: Date },
  exceptBookingId?: string,
): Promise<Turn[]> {
  return db
    .select({
      tableId: providerBookings.tableId,
      startsAt: providerBookings.startsAt,
      endsAt: providerBookings.endsAt,
    })
    .from(providerBookings)
    .where(
      and(
        eq(providerBookings.merchantId, merchantId),
        eq(providerBookings.status, "booked"),
        lt(providerBookings.startsAt, window.to),
        gt(providerBookings.endsAt, window.from),
        exceptBookingId ? ne(providerBookings.id, exceptBookingId) : undefined,
      ),
    );
}

/** The smallest table that seats the party and is free for [startsAt, endsAt), or null. */
export function freeTable(
  tables: readonly Table[],
  turns: readonly Turn[],
  partySize: number,
  startsAt: Date,
  endsAt: Date,
): Table | null {
  const fitting = tables
    .filter((table) => table.minParty <= partySize && partySize <= table.capacity)
    .sort((a, b) => a.capacity - b.capacity || a.id.localeCompare(b.id));
  return (
    fitting.find(
      (table) =>
        !turns.some((turn) => turn.tableId === table.id && turn.startsAt < endsAt && turn.endsAt > startsAt),
    ) ?? null
  );
}
